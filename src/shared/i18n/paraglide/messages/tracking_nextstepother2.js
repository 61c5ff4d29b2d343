import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Nextstepother2Inputs */

const en_tracking_nextstepother2 = /** @type {(inputs: Tracking_Nextstepother2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll update you as your donation progresses`)
};

const fil_tracking_nextstepother2 = /** @type {(inputs: Tracking_Nextstepother2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aabisuhan ka namin habang umuusad ang iyong donasyon`)
};

/**
* | output |
* | --- |
* | "We'll update you as your donation progresses" |
*
* @param {Tracking_Nextstepother2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_nextstepother2 = /** @type {((inputs?: Tracking_Nextstepother2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Nextstepother2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_nextstepother2(inputs)
	return en_tracking_nextstepother2(inputs)
});
export { tracking_nextstepother2 as "tracking.nextStepOther" }