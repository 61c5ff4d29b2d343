import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_ProgressInputs */

const en_tracking_progress = /** @type {(inputs: Tracking_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

const fil_tracking_progress = /** @type {(inputs: Tracking_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso`)
};

/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Tracking_ProgressInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const tracking_progress = /** @type {((inputs?: Tracking_ProgressInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_ProgressInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_tracking_progress(inputs)
	return en_tracking_progress(inputs)
});
export { tracking_progress as "tracking.progress" }