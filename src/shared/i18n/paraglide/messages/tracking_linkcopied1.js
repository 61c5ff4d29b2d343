import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Linkcopied1Inputs */

const en_tracking_linkcopied1 = /** @type {(inputs: Tracking_Linkcopied1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking link copied to clipboard!`)
};

/**
* | output |
* | --- |
* | "Tracking link copied to clipboard!" |
*
* @param {Tracking_Linkcopied1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_linkcopied1 = /** @type {((inputs?: Tracking_Linkcopied1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Linkcopied1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_linkcopied1(inputs)
});
export { tracking_linkcopied1 as "tracking.linkCopied" }