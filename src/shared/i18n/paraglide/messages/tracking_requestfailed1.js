import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Requestfailed1Inputs */

const en_tracking_requestfailed1 = /** @type {(inputs: Tracking_Requestfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was a problem with your request. Please try again.`)
};

const fil_tracking_requestfailed1 = /** @type {(inputs: Tracking_Requestfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa request mo. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "There was a problem with your request. Please try again." |
*
* @param {Tracking_Requestfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_requestfailed1 = /** @type {((inputs?: Tracking_Requestfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Requestfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_requestfailed1(inputs)
	return en_tracking_requestfailed1(inputs)
});
export { tracking_requestfailed1 as "tracking.requestFailed" }