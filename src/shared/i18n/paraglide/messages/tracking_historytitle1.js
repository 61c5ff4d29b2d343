import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Historytitle1Inputs */

const en_tracking_historytitle1 = /** @type {(inputs: Tracking_Historytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status History`)
};

const fil_tracking_historytitle1 = /** @type {(inputs: Tracking_Historytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasaysayan ng Status`)
};

/**
* | output |
* | --- |
* | "Status History" |
*
* @param {Tracking_Historytitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_historytitle1 = /** @type {((inputs?: Tracking_Historytitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Historytitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_historytitle1(inputs)
	return en_tracking_historytitle1(inputs)
});
export { tracking_historytitle1 as "tracking.historyTitle" }