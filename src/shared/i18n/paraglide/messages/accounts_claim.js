import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_ClaimInputs */

const en_accounts_claim = /** @type {(inputs: Accounts_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim`)
};

const fil_accounts_claim = /** @type {(inputs: Accounts_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-claim`)
};

/**
* | output |
* | --- |
* | "Claim" |
*
* @param {Accounts_ClaimInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claim = /** @type {((inputs?: Accounts_ClaimInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_ClaimInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claim(inputs)
	return en_accounts_claim(inputs)
});
export { accounts_claim as "accounts.claim" }