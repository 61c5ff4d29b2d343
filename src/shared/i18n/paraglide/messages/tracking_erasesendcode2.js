import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Erasesendcode2Inputs */

const en_tracking_erasesendcode2 = /** @type {(inputs: Tracking_Erasesendcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me a code`)
};

const fil_tracking_erasesendcode2 = /** @type {(inputs: Tracking_Erasesendcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padalhan ako ng code`)
};

/**
* | output |
* | --- |
* | "Send me a code" |
*
* @param {Tracking_Erasesendcode2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_erasesendcode2 = /** @type {((inputs?: Tracking_Erasesendcode2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Erasesendcode2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_erasesendcode2(inputs)
	return en_tracking_erasesendcode2(inputs)
});
export { tracking_erasesendcode2 as "tracking.eraseSendCode" }