import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toomanytrackingnumberstitle4Inputs */

const en_accounts_toomanytrackingnumberstitle4 = /** @type {(inputs: Accounts_Toomanytrackingnumberstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Many`)
};

const fil_accounts_toomanytrackingnumberstitle4 = /** @type {(inputs: Accounts_Toomanytrackingnumberstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong marami`)
};

/**
* | output |
* | --- |
* | "Too Many" |
*
* @param {Accounts_Toomanytrackingnumberstitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_toomanytrackingnumberstitle4 = /** @type {((inputs?: Accounts_Toomanytrackingnumberstitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toomanytrackingnumberstitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_toomanytrackingnumberstitle4(inputs)
	return en_accounts_toomanytrackingnumberstitle4(inputs)
});
export { accounts_toomanytrackingnumberstitle4 as "accounts.tooManyTrackingNumbersTitle" }