import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Numberinvalid1Inputs */

const en_tracking_numberinvalid1 = /** @type {(inputs: Tracking_Numberinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid tracking number.`)
};

const fil_tracking_numberinvalid1 = /** @type {(inputs: Tracking_Numberinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng valid na tracking number.`)
};

/**
* | output |
* | --- |
* | "Please enter a valid tracking number." |
*
* @param {Tracking_Numberinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_numberinvalid1 = /** @type {((inputs?: Tracking_Numberinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Numberinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_numberinvalid1(inputs)
	return en_tracking_numberinvalid1(inputs)
});
export { tracking_numberinvalid1 as "tracking.numberInvalid" }