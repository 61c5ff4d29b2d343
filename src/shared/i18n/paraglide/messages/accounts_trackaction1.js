import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackaction1Inputs */

const en_accounts_trackaction1 = /** @type {(inputs: Accounts_Trackaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Track`)
};

/**
* | output |
* | --- |
* | "Track" |
*
* @param {Accounts_Trackaction1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackaction1 = /** @type {((inputs?: Accounts_Trackaction1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackaction1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackaction1(inputs)
});
export { accounts_trackaction1 as "accounts.trackAction" }