import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Clearcachenote2Inputs */

const en_accounts_clearcachenote2 = /** @type {(inputs: Accounts_Clearcachenote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debug tool: Clears all browser storage`)
};

const fil_accounts_clearcachenote2 = /** @type {(inputs: Accounts_Clearcachenote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Debug tool: Binubura ang lahat ng browser storage`)
};

/**
* | output |
* | --- |
* | "Debug tool: Clears all browser storage" |
*
* @param {Accounts_Clearcachenote2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_clearcachenote2 = /** @type {((inputs?: Accounts_Clearcachenote2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Clearcachenote2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_clearcachenote2(inputs)
	return en_accounts_clearcachenote2(inputs)
});
export { accounts_clearcachenote2 as "accounts.clearCacheNote" }