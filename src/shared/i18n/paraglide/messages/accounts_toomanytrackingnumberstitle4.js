import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toomanytrackingnumberstitle4Inputs */

const en_accounts_toomanytrackingnumberstitle4 = /** @type {(inputs: Accounts_Toomanytrackingnumberstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Many`)
};

/**
* | output |
* | --- |
* | "Too Many" |
*
* @param {Accounts_Toomanytrackingnumberstitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_toomanytrackingnumberstitle4 = /** @type {((inputs?: Accounts_Toomanytrackingnumberstitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toomanytrackingnumberstitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_toomanytrackingnumberstitle4(inputs)
});
export { accounts_toomanytrackingnumberstitle4 as "accounts.tooManyTrackingNumbersTitle" }