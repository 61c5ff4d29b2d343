import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Clearcache1Inputs */

const en_accounts_clearcache1 = /** @type {(inputs: Accounts_Clearcache1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear Cache & Refresh`)
};

const fil_accounts_clearcache1 = /** @type {(inputs: Accounts_Clearcache1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-clear ang Cache at I-refresh`)
};

/**
* | output |
* | --- |
* | "Clear Cache & Refresh" |
*
* @param {Accounts_Clearcache1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_clearcache1 = /** @type {((inputs?: Accounts_Clearcache1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Clearcache1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_clearcache1(inputs)
	return en_accounts_clearcache1(inputs)
});
export { accounts_clearcache1 as "accounts.clearCache" }