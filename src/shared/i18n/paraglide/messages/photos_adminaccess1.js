import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Photos_Adminaccess1Inputs */

const en_photos_adminaccess1 = /** @type {(inputs: Photos_Adminaccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

const fil_photos_adminaccess1 = /** @type {(inputs: Photos_Adminaccess1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

/**
* | output |
* | --- |
* | "Admin Access" |
*
* @param {Photos_Adminaccess1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const photos_adminaccess1 = /** @type {((inputs?: Photos_Adminaccess1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Photos_Adminaccess1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_photos_adminaccess1(inputs)
	return en_photos_adminaccess1(inputs)
});
export { photos_adminaccess1 as "photos.adminAccess" }