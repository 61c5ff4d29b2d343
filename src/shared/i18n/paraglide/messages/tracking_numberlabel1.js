import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Numberlabel1Inputs */

const en_tracking_numberlabel1 = /** @type {(inputs: Tracking_Numberlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

const fil_tracking_numberlabel1 = /** @type {(inputs: Tracking_Numberlabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number" |
*
* @param {Tracking_Numberlabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_numberlabel1 = /** @type {((inputs?: Tracking_Numberlabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Numberlabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_numberlabel1(inputs)
	return en_tracking_numberlabel1(inputs)
});
export { tracking_numberlabel1 as "tracking.numberLabel" }