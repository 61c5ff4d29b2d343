import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Trackintro1Inputs */

const en_tracking_trackintro1 = /** @type {(inputs: Tracking_Trackintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 8-character tracking number from the text message or e-mail we sent you.`)
};

const fil_tracking_trackintro1 = /** @type {(inputs: Tracking_Trackintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang 8-character na tracking number mula sa text message o e-mail na ipinadala namin sa iyo.`)
};

/**
* | output |
* | --- |
* | "Enter the 8-character tracking number from the text message or e-mail we sent you." |
*
* @param {Tracking_Trackintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_trackintro1 = /** @type {((inputs?: Tracking_Trackintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Trackintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_trackintro1(inputs)
	return en_tracking_trackintro1(inputs)
});
export { tracking_trackintro1 as "tracking.trackIntro" }