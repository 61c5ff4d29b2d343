import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberduplicate2Inputs */

const en_accounts_trackingnumberduplicate2 = /** @type {(inputs: Accounts_Trackingnumberduplicate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number is already in your list`)
};

/**
* | output |
* | --- |
* | "This tracking number is already in your list" |
*
* @param {Accounts_Trackingnumberduplicate2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberduplicate2 = /** @type {((inputs?: Accounts_Trackingnumberduplicate2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberduplicate2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberduplicate2(inputs)
});
export { accounts_trackingnumberduplicate2 as "accounts.trackingNumberDuplicate" }