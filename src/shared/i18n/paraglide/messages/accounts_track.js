import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_TrackInputs */

const en_accounts_track = /** @type {(inputs: Accounts_TrackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track`)
};

/**
* | output |
* | --- |
* | "Track" |
*
* @param {Accounts_TrackInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_track = /** @type {((inputs?: Accounts_TrackInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_TrackInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_track(inputs)
});
export { accounts_track as "accounts.track" }