import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Numberlabel1Inputs */

const en_tracking_numberlabel1 = /** @type {(inputs: Tracking_Numberlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number" |
*
* @param {Tracking_Numberlabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_numberlabel1 = /** @type {((inputs?: Tracking_Numberlabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Numberlabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_numberlabel1(inputs)
});
export { tracking_numberlabel1 as "tracking.numberLabel" }