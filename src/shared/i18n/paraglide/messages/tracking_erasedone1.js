import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Erasedone1Inputs */

const en_tracking_erasedone1 = /** @type {(inputs: Tracking_Erasedone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The personal data of this request is erased. Only anonymous figures remain.`)
};

const fil_tracking_erasedone1 = /** @type {(inputs: Tracking_Erasedone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nabura na ang personal data ng request na ito. Anonymous na bilang na lang ang natitira.`)
};

/**
* | output |
* | --- |
* | "The personal data of this request is erased. Only anonymous figures remain." |
*
* @param {Tracking_Erasedone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_erasedone1 = /** @type {((inputs?: Tracking_Erasedone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Erasedone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_erasedone1(inputs)
	return en_tracking_erasedone1(inputs)
});
export { tracking_erasedone1 as "tracking.eraseDone" }