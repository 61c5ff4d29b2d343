import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Offlinetitle1Inputs */

const en_tracking_offlinetitle1 = /** @type {(inputs: Tracking_Offlinetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't reach Ligpit just now`)
};

const fil_tracking_offlinetitle1 = /** @type {(inputs: Tracking_Offlinetitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin maabot ang Ligpit ngayon`)
};

/**
* | output |
* | --- |
* | "We couldn't reach Ligpit just now" |
*
* @param {Tracking_Offlinetitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_offlinetitle1 = /** @type {((inputs?: Tracking_Offlinetitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Offlinetitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_offlinetitle1(inputs)
	return en_tracking_offlinetitle1(inputs)
});
export { tracking_offlinetitle1 as "tracking.offlineTitle" }