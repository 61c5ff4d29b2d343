import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackaction1Inputs */

const en_accounts_trackaction1 = /** @type {(inputs: Accounts_Trackaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track`)
};

const fil_accounts_trackaction1 = /** @type {(inputs: Accounts_Trackaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-track`)
};

/**
* | output |
* | --- |
* | "Track" |
*
* @param {Accounts_Trackaction1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackaction1 = /** @type {((inputs?: Accounts_Trackaction1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackaction1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackaction1(inputs)
	return en_accounts_trackaction1(inputs)
});
export { accounts_trackaction1 as "accounts.trackAction" }