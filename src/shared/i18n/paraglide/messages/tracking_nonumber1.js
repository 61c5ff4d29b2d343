import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nonumber1Inputs */

const en_tracking_nonumber1 = /** @type {(inputs: Tracking_Nonumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking number provided`)
};

const fil_tracking_nonumber1 = /** @type {(inputs: Tracking_Nonumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang ibinigay na tracking number`)
};

/**
* | output |
* | --- |
* | "No tracking number provided" |
*
* @param {Tracking_Nonumber1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nonumber1 = /** @type {((inputs?: Tracking_Nonumber1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nonumber1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nonumber1(inputs)
	return en_tracking_nonumber1(inputs)
});
export { tracking_nonumber1 as "tracking.noNumber" }