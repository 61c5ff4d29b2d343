import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_TrackInputs */

const en_accounts_track = /** @type {(inputs: Accounts_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track`)
};

const fil_accounts_track = /** @type {(inputs: Accounts_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track`)
};

/**
* | output |
* | --- |
* | "Track" |
*
* @param {Accounts_TrackInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_track = /** @type {((inputs?: Accounts_TrackInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_TrackInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_track(inputs)
	return en_accounts_track(inputs)
});
export { accounts_track as "accounts.track" }