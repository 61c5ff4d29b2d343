import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Lostnumber1Inputs */

const en_tracking_lostnumber1 = /** @type {(inputs: Tracking_Lostnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost your number? It is in the text message and the e-mail we sent when you submitted your items.`)
};

const fil_tracking_lostnumber1 = /** @type {(inputs: Tracking_Lostnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nawala ang number mo? Nasa text message at e-mail ito na ipinadala namin noong nag-submit ka ng mga gamit mo.`)
};

/**
* | output |
* | --- |
* | "Lost your number? It is in the text message and the e-mail we sent when you submitted your items." |
*
* @param {Tracking_Lostnumber1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_lostnumber1 = /** @type {((inputs?: Tracking_Lostnumber1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Lostnumber1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_lostnumber1(inputs)
	return en_tracking_lostnumber1(inputs)
});
export { tracking_lostnumber1 as "tracking.lostNumber" }