import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_WelcomeInputs */

const en_accounts_welcome = /** @type {(inputs: Accounts_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Accounts_WelcomeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_welcome = /** @type {((inputs?: Accounts_WelcomeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_WelcomeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_welcome(inputs)
});
export { accounts_welcome as "accounts.welcome" }