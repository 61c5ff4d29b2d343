import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Staffsignin2Inputs */

const en_accounts_staffsignin2 = /** @type {(inputs: Accounts_Staffsignin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff sign-in`)
};

const fil_accounts_staffsignin2 = /** @type {(inputs: Accounts_Staffsignin2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in ng staff`)
};

/**
* | output |
* | --- |
* | "Staff sign-in" |
*
* @param {Accounts_Staffsignin2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_staffsignin2 = /** @type {((inputs?: Accounts_Staffsignin2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Staffsignin2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_staffsignin2(inputs)
	return en_accounts_staffsignin2(inputs)
});
export { accounts_staffsignin2 as "accounts.staffSignIn" }