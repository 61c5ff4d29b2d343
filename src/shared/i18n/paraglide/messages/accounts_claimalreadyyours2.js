import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimalreadyyours2Inputs */

const en_accounts_claimalreadyyours2 = /** @type {(inputs: Accounts_Claimalreadyyours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already claimed this tracking number`)
};

const fil_accounts_claimalreadyyours2 = /** @type {(inputs: Accounts_Claimalreadyyours2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-claim mo na ang tracking number na ito`)
};

/**
* | output |
* | --- |
* | "You have already claimed this tracking number" |
*
* @param {Accounts_Claimalreadyyours2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimalreadyyours2 = /** @type {((inputs?: Accounts_Claimalreadyyours2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimalreadyyours2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimalreadyyours2(inputs)
	return en_accounts_claimalreadyyours2(inputs)
});
export { accounts_claimalreadyyours2 as "accounts.claimAlreadyYours" }