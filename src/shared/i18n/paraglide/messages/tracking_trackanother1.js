import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Trackanother1Inputs */

const en_tracking_trackanother1 = /** @type {(inputs: Tracking_Trackanother1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track Another`)
};

const fil_tracking_trackanother1 = /** @type {(inputs: Tracking_Trackanother1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-track ng Iba`)
};

/**
* | output |
* | --- |
* | "Track Another" |
*
* @param {Tracking_Trackanother1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_trackanother1 = /** @type {((inputs?: Tracking_Trackanother1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Trackanother1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_trackanother1(inputs)
	return en_tracking_trackanother1(inputs)
});
export { tracking_trackanother1 as "tracking.trackAnother" }