import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtracking1Inputs */

const en_accounts_claimtracking1 = /** @type {(inputs: Accounts_Claimtracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Tracking`)
};

const fil_accounts_claimtracking1 = /** @type {(inputs: Accounts_Claimtracking1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-claim ang Tracking`)
};

/**
* | output |
* | --- |
* | "Claim Tracking" |
*
* @param {Accounts_Claimtracking1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtracking1 = /** @type {((inputs?: Accounts_Claimtracking1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtracking1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtracking1(inputs)
	return en_accounts_claimtracking1(inputs)
});
export { accounts_claimtracking1 as "accounts.claimTracking" }