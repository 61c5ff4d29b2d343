import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepcontact2Inputs */

const en_tracking_nextstepcontact2 = /** @type {(inputs: Tracking_Nextstepcontact2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our team will review your submission and contact you soon`)
};

/**
* | output |
* | --- |
* | "Our team will review your submission and contact you soon" |
*
* @param {Tracking_Nextstepcontact2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepcontact2 = /** @type {((inputs?: Tracking_Nextstepcontact2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepcontact2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_nextstepcontact2(inputs)
});
export { tracking_nextstepcontact2 as "tracking.nextStepContact" }