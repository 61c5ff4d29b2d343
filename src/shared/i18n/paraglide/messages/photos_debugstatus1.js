import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Photos_Debugstatus1Inputs */

const en_photos_debugstatus1 = /** @type {(inputs: Photos_Debugstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

const fil_photos_debugstatus1 = /** @type {(inputs: Photos_Debugstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Photos_Debugstatus1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_debugstatus1 = /** @type {((inputs: Photos_Debugstatus1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugstatus1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_debugstatus1(inputs)
	return en_photos_debugstatus1(inputs)
});
export { photos_debugstatus1 as "photos.debugStatus" }