import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Passwordhint1Inputs */

const en_accounts_passwordhint1 = /** @type {(inputs: Accounts_Passwordhint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters.`)
};

/**
* | output |
* | --- |
* | "At least 8 characters." |
*
* @param {Accounts_Passwordhint1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_passwordhint1 = /** @type {((inputs?: Accounts_Passwordhint1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Passwordhint1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_passwordhint1(inputs)
});
export { accounts_passwordhint1 as "accounts.passwordHint" }