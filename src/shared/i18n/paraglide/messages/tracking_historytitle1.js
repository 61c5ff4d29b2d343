import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Historytitle1Inputs */

const en_tracking_historytitle1 = /** @type {(inputs: Tracking_Historytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status History`)
};

/**
* | output |
* | --- |
* | "Status History" |
*
* @param {Tracking_Historytitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_historytitle1 = /** @type {((inputs?: Tracking_Historytitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Historytitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_historytitle1(inputs)
});
export { tracking_historytitle1 as "tracking.historyTitle" }