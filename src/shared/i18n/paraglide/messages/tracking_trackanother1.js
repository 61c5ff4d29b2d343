import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Trackanother1Inputs */

const en_tracking_trackanother1 = /** @type {(inputs: Tracking_Trackanother1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track Another`)
};

/**
* | output |
* | --- |
* | "Track Another" |
*
* @param {Tracking_Trackanother1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_trackanother1 = /** @type {((inputs?: Tracking_Trackanother1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Trackanother1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_trackanother1(inputs)
});
export { tracking_trackanother1 as "tracking.trackAnother" }