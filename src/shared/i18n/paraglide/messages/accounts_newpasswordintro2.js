import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Newpasswordintro2Inputs */

const en_accounts_newpasswordintro2 = /** @type {(inputs: Accounts_Newpasswordintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters. Signing in elsewhere will need the new password.`)
};

const fil_accounts_newpasswordintro2 = /** @type {(inputs: Accounts_Newpasswordintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi bababa sa 8 character. Kailangan na ang bagong password sa pag-sign in kahit saan.`)
};

/**
* | output |
* | --- |
* | "At least 8 characters. Signing in elsewhere will need the new password." |
*
* @param {Accounts_Newpasswordintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_newpasswordintro2 = /** @type {((inputs?: Accounts_Newpasswordintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Newpasswordintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_newpasswordintro2(inputs)
	return en_accounts_newpasswordintro2(inputs)
});
export { accounts_newpasswordintro2 as "accounts.newPasswordIntro" }