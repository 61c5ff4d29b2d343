import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcontact2Inputs */

const en_tracking_nextstepcontact2 = /** @type {(inputs: Tracking_Nextstepcontact2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will review your submission and contact you soon`)
};

const fil_tracking_nextstepcontact2 = /** @type {(inputs: Tracking_Nextstepcontact2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Susuriin ng team namin ang submission mo at kokontakin ka namin agad`)
};

/**
* | output |
* | --- |
* | "Our team will review your submission and contact you soon" |
*
* @param {Tracking_Nextstepcontact2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcontact2 = /** @type {((inputs?: Tracking_Nextstepcontact2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcontact2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepcontact2(inputs)
	return en_tracking_nextstepcontact2(inputs)
});
export { tracking_nextstepcontact2 as "tracking.nextStepContact" }