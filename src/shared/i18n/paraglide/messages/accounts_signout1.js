import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signout1Inputs */

const en_accounts_signout1 = /** @type {(inputs: Accounts_Signout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Out`)
};

const fil_accounts_signout1 = /** @type {(inputs: Accounts_Signout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign Out`)
};

/**
* | output |
* | --- |
* | "Sign Out" |
*
* @param {Accounts_Signout1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signout1 = /** @type {((inputs?: Accounts_Signout1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signout1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signout1(inputs)
	return en_accounts_signout1(inputs)
});
export { accounts_signout1 as "accounts.signOut" }