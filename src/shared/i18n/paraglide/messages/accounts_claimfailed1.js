import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimfailed1Inputs */

const en_accounts_claimfailed1 = /** @type {(inputs: Accounts_Claimfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while claiming the tracking number`)
};

const fil_accounts_claimfailed1 = /** @type {(inputs: Accounts_Claimfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa pag-claim ng tracking number`)
};

/**
* | output |
* | --- |
* | "An error occurred while claiming the tracking number" |
*
* @param {Accounts_Claimfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimfailed1 = /** @type {((inputs?: Accounts_Claimfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimfailed1(inputs)
	return en_accounts_claimfailed1(inputs)
});
export { accounts_claimfailed1 as "accounts.claimFailed" }