import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimemail1Inputs */

const en_accounts_claimemail1 = /** @type {(inputs: Accounts_Claimemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail used at submission`)
};

const fil_accounts_claimemail1 = /** @type {(inputs: Accounts_Claimemail1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail na ginamit sa submission`)
};

/**
* | output |
* | --- |
* | "E-mail used at submission" |
*
* @param {Accounts_Claimemail1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimemail1 = /** @type {((inputs?: Accounts_Claimemail1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimemail1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimemail1(inputs)
	return en_accounts_claimemail1(inputs)
});
export { accounts_claimemail1 as "accounts.claimEmail" }