import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cacheclear1Inputs */

const en_accounts_cacheclear1 = /** @type {(inputs: Accounts_Cacheclear1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purging all storage and redirecting to logout page...`)
};

const fil_accounts_cacheclear1 = /** @type {(inputs: Accounts_Cacheclear1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binubura ang lahat ng storage at lilipat sa logout page...`)
};

/**
* | output |
* | --- |
* | "Purging all storage and redirecting to logout page..." |
*
* @param {Accounts_Cacheclear1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_cacheclear1 = /** @type {((inputs?: Accounts_Cacheclear1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cacheclear1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_cacheclear1(inputs)
	return en_accounts_cacheclear1(inputs)
});
export { accounts_cacheclear1 as "accounts.cacheClear" }