import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordhint1Inputs */

const en_accounts_passwordhint1 = /** @type {(inputs: Accounts_Passwordhint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

const fil_accounts_passwordhint1 = /** @type {(inputs: Accounts_Passwordhint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi bababa sa 8 character.`)
};

/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Accounts_Passwordhint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_passwordhint1 = /** @type {((inputs?: Accounts_Passwordhint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordhint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_passwordhint1(inputs)
	return en_accounts_passwordhint1(inputs)
});
export { accounts_passwordhint1 as "accounts.passwordHint" }