import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Copylink1Inputs */

const en_tracking_copylink1 = /** @type {(inputs: Tracking_Copylink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy Link`)
};

const fil_tracking_copylink1 = /** @type {(inputs: Tracking_Copylink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopyahin ang Link`)
};

/**
* | output |
* | --- |
* | "Copy Link" |
*
* @param {Tracking_Copylink1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_copylink1 = /** @type {((inputs?: Tracking_Copylink1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Copylink1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_copylink1(inputs)
	return en_tracking_copylink1(inputs)
});
export { tracking_copylink1 as "tracking.copyLink" }