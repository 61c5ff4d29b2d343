import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumbersloadfailed3Inputs */

const en_accounts_trackingnumbersloadfailed3 = /** @type {(inputs: Accounts_Trackingnumbersloadfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your tracking numbers`)
};

/**
* | output |
* | --- |
* | "Failed to load your tracking numbers" |
*
* @param {Accounts_Trackingnumbersloadfailed3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumbersloadfailed3 = /** @type {((inputs?: Accounts_Trackingnumbersloadfailed3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumbersloadfailed3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumbersloadfailed3(inputs)
});
export { accounts_trackingnumbersloadfailed3 as "accounts.trackingNumbersLoadFailed" }