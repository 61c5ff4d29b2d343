import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_WelcomeInputs */

const en_accounts_welcome = /** @type {(inputs: Accounts_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

const fil_accounts_welcome = /** @type {(inputs: Accounts_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Accounts_WelcomeInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_welcome = /** @type {((inputs?: Accounts_WelcomeInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_WelcomeInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_welcome(inputs)
	return en_accounts_welcome(inputs)
});
export { accounts_welcome as "accounts.welcome" }