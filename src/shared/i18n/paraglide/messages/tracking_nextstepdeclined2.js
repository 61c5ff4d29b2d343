import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepdeclined2Inputs */

const en_tracking_nextstepdeclined2 = /** @type {(inputs: Tracking_Nextstepdeclined2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry, we can't take these items. We've sent you a message with the reason`)
};

const fil_tracking_nextstepdeclined2 = /** @type {(inputs: Tracking_Nextstepdeclined2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasensya na, hindi namin matatanggap ang mga gamit na ito. Nagpadala kami ng mensahe kung bakit`)
};

/**
* | output |
* | --- |
* | "We're sorry, we can't take these items. We've sent you a message with the reason" |
*
* @param {Tracking_Nextstepdeclined2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepdeclined2 = /** @type {((inputs?: Tracking_Nextstepdeclined2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepdeclined2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepdeclined2(inputs)
	return en_tracking_nextstepdeclined2(inputs)
});
export { tracking_nextstepdeclined2 as "tracking.nextStepDeclined" }