import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ model: NonNullable<unknown> }} Photos_Debugmodel1Inputs */

const en_photos_debugmodel1 = /** @type {(inputs: Photos_Debugmodel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Model: ${i?.model}`)
};

const fil_photos_debugmodel1 = /** @type {(inputs: Photos_Debugmodel1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Model: ${i?.model}`)
};

/**
* | output |
* | --- |
* | "Model: {model}" |
*
* @param {Photos_Debugmodel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_debugmodel1 = /** @type {((inputs: Photos_Debugmodel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugmodel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_debugmodel1(inputs)
	return en_photos_debugmodel1(inputs)
});
export { photos_debugmodel1 as "photos.debugModel" }