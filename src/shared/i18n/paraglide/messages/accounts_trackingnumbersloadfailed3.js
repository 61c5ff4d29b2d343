import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumbersloadfailed3Inputs */

const en_accounts_trackingnumbersloadfailed3 = /** @type {(inputs: Accounts_Trackingnumbersloadfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your tracking numbers`)
};

const fil_accounts_trackingnumbersloadfailed3 = /** @type {(inputs: Accounts_Trackingnumbersloadfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang mga tracking number mo`)
};

/**
* | output |
* | --- |
* | "Failed to load your tracking numbers" |
*
* @param {Accounts_Trackingnumbersloadfailed3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumbersloadfailed3 = /** @type {((inputs?: Accounts_Trackingnumbersloadfailed3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumbersloadfailed3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumbersloadfailed3(inputs)
	return en_accounts_trackingnumbersloadfailed3(inputs)
});
export { accounts_trackingnumbersloadfailed3 as "accounts.trackingNumbersLoadFailed" }