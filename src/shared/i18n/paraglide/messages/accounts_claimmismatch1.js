import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimmismatch1Inputs */

const en_accounts_claimmismatch1 = /** @type {(inputs: Accounts_Claimmismatch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The verification information does not match our records for this tracking number`)
};

const fil_accounts_claimmismatch1 = /** @type {(inputs: Accounts_Claimmismatch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi tugma ang verification information sa records namin para sa tracking number na ito`)
};

/**
* | output |
* | --- |
* | "The verification information does not match our records for this tracking number" |
*
* @param {Accounts_Claimmismatch1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimmismatch1 = /** @type {((inputs?: Accounts_Claimmismatch1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimmismatch1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimmismatch1(inputs)
	return en_accounts_claimmismatch1(inputs)
});
export { accounts_claimmismatch1 as "accounts.claimMismatch" }