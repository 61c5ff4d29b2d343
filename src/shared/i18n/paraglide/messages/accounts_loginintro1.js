import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginintro1Inputs */

const en_accounts_loginintro1 = /** @type {(inputs: Accounts_Loginintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to follow your requests and keep your tracking numbers in one place.`)
};

/**
* | output |
* | --- |
* | "Sign in to follow your requests and keep your tracking numbers in one place." |
*
* @param {Accounts_Loginintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loginintro1 = /** @type {((inputs?: Accounts_Loginintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loginintro1(inputs)
});
export { accounts_loginintro1 as "accounts.loginIntro" }