import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Adminaccess1Inputs */

const en_photos_adminaccess1 = /** @type {(inputs: Photos_Adminaccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

/**
* | output |
* | --- |
* | "Admin Access" |
*
* @param {Photos_Adminaccess1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const photos_adminaccess1 = /** @type {((inputs?: Photos_Adminaccess1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Adminaccess1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_photos_adminaccess1(inputs)
});
export { photos_adminaccess1 as "photos.adminAccess" }