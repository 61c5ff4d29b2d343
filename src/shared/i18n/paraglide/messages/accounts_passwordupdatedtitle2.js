import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordupdatedtitle2Inputs */

const en_accounts_passwordupdatedtitle2 = /** @type {(inputs: Accounts_Passwordupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password updated`)
};

const fil_accounts_passwordupdatedtitle2 = /** @type {(inputs: Accounts_Passwordupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-update na ang password`)
};

/**
* | output |
* | --- |
* | "Password updated" |
*
* @param {Accounts_Passwordupdatedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordupdatedtitle2 = /** @type {((inputs?: Accounts_Passwordupdatedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordupdatedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordupdatedtitle2(inputs)
	return en_accounts_passwordupdatedtitle2(inputs)
});
export { accounts_passwordupdatedtitle2 as "accounts.passwordUpdatedTitle" }