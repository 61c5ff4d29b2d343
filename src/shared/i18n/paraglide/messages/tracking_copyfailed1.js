import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Copyfailed1Inputs */

const en_tracking_copyfailed1 = /** @type {(inputs: Tracking_Copyfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the link. Please copy it from the address bar.`)
};

const fil_tracking_copyfailed1 = /** @type {(inputs: Tracking_Copyfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi makopya ang link. Pakikopya ito mula sa address bar.`)
};

/**
* | output |
* | --- |
* | "Could not copy the link. Please copy it from the address bar." |
*
* @param {Tracking_Copyfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_copyfailed1 = /** @type {((inputs?: Tracking_Copyfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Copyfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_copyfailed1(inputs)
	return en_tracking_copyfailed1(inputs)
});
export { tracking_copyfailed1 as "tracking.copyFailed" }