import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimmismatchtitle2Inputs */

const en_accounts_claimmismatchtitle2 = /** @type {(inputs: Accounts_Claimmismatchtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimmismatchtitle2 = /** @type {(inputs: Accounts_Claimmismatchtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimmismatchtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimmismatchtitle2 = /** @type {((inputs?: Accounts_Claimmismatchtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimmismatchtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimmismatchtitle2(inputs)
	return en_accounts_claimmismatchtitle2(inputs)
});
export { accounts_claimmismatchtitle2 as "accounts.claimMismatchTitle" }