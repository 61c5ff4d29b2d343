import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Static_Processstep1Inputs */

const en_static_processstep1 = /** @type {(inputs: Static_Processstep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}.`)
};

const fil_static_processstep1 = /** @type {(inputs: Static_Processstep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}.`)
};

/**
* | output |
* | --- |
* | "{title}." |
*
* @param {Static_Processstep1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_processstep1 = /** @type {((inputs: Static_Processstep1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Processstep1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_processstep1(inputs)
	return en_static_processstep1(inputs)
});
export { static_processstep1 as "static.processStep" }