import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberduplicate2Inputs */

const en_accounts_trackingnumberduplicate2 = /** @type {(inputs: Accounts_Trackingnumberduplicate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number is already in your list`)
};

const fil_accounts_trackingnumberduplicate2 = /** @type {(inputs: Accounts_Trackingnumberduplicate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nasa listahan mo na ang tracking number na ito`)
};

/**
* | output |
* | --- |
* | "This tracking number is already in your list" |
*
* @param {Accounts_Trackingnumberduplicate2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberduplicate2 = /** @type {((inputs?: Accounts_Trackingnumberduplicate2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberduplicate2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberduplicate2(inputs)
	return en_accounts_trackingnumberduplicate2(inputs)
});
export { accounts_trackingnumberduplicate2 as "accounts.trackingNumberDuplicate" }