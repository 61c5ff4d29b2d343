import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Trackintro1Inputs */

const en_tracking_trackintro1 = /** @type {(inputs: Tracking_Trackintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 8-character tracking number from the text message or e-mail we sent you.`)
};

/**
* | output |
* | --- |
* | "Enter the 8-character tracking number from the text message or e-mail we sent you." |
*
* @param {Tracking_Trackintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_trackintro1 = /** @type {((inputs?: Tracking_Trackintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Trackintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_trackintro1(inputs)
});
export { tracking_trackintro1 as "tracking.trackIntro" }