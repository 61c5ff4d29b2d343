import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Photos_Debugstatus1Inputs */

const en_photos_debugstatus1 = /** @type {(inputs: Photos_Debugstatus1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status: ${i?.status}`)
};

/**
* | output |
* | --- |
* | "Status: {status}" |
*
* @param {Photos_Debugstatus1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_debugstatus1 = /** @type {((inputs: Photos_Debugstatus1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Debugstatus1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_debugstatus1(inputs)
});
export { photos_debugstatus1 as "photos.debugStatus" }