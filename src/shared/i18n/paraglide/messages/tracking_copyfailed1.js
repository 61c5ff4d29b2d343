import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Copyfailed1Inputs */

const en_tracking_copyfailed1 = /** @type {(inputs: Tracking_Copyfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the link. Please copy it from the address bar.`)
};

/**
* | output |
* | --- |
* | "Could not copy the link. Please copy it from the address bar." |
*
* @param {Tracking_Copyfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const tracking_copyfailed1 = /** @type {((inputs?: Tracking_Copyfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Copyfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_tracking_copyfailed1(inputs)
});
export { tracking_copyfailed1 as "tracking.copyFailed" }