import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Newpassword1Inputs */

const en_accounts_newpassword1 = /** @type {(inputs: Accounts_Newpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

const fil_accounts_newpassword1 = /** @type {(inputs: Accounts_Newpassword1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bagong password`)
};

/**
* | output |
* | --- |
* | "New password" |
*
* @param {Accounts_Newpassword1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_newpassword1 = /** @type {((inputs?: Accounts_Newpassword1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Newpassword1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_newpassword1(inputs)
	return en_accounts_newpassword1(inputs)
});
export { accounts_newpassword1 as "accounts.newPassword" }