import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Linkcopied1Inputs */

const en_tracking_linkcopied1 = /** @type {(inputs: Tracking_Linkcopied1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking link copied to clipboard!`)
};

const fil_tracking_linkcopied1 = /** @type {(inputs: Tracking_Linkcopied1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakopya na ang tracking link!`)
};

/**
* | output |
* | --- |
* | "Tracking link copied to clipboard!" |
*
* @param {Tracking_Linkcopied1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_linkcopied1 = /** @type {((inputs?: Tracking_Linkcopied1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Linkcopied1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_linkcopied1(inputs)
	return en_tracking_linkcopied1(inputs)
});
export { tracking_linkcopied1 as "tracking.linkCopied" }