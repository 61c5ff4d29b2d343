import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_TrackInputs */

const en_core_track = /** @type {(inputs: Core_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track`)
};

const fil_core_track = /** @type {(inputs: Core_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track`)
};

/**
* | output |
* | --- |
* | "Track" |
*
* @param {Core_TrackInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_track = /** @type {((inputs?: Core_TrackInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_TrackInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_track(inputs)
	return en_core_track(inputs)
});
export { core_track as "core.track" }