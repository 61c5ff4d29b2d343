import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnotfound2Inputs */

const en_accounts_claimnotfound2 = /** @type {(inputs: Accounts_Claimnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number does not exist`)
};

const fil_accounts_claimnotfound2 = /** @type {(inputs: Accounts_Claimnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang ganitong tracking number`)
};

/**
* | output |
* | --- |
* | "This tracking number does not exist" |
*
* @param {Accounts_Claimnotfound2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimnotfound2 = /** @type {((inputs?: Accounts_Claimnotfound2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnotfound2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimnotfound2(inputs)
	return en_accounts_claimnotfound2(inputs)
});
export { accounts_claimnotfound2 as "accounts.claimNotFound" }