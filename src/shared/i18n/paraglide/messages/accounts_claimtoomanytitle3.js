import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtoomanytitle3Inputs */

const en_accounts_claimtoomanytitle3 = /** @type {(inputs: Accounts_Claimtoomanytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimtoomanytitle3 = /** @type {(inputs: Accounts_Claimtoomanytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimtoomanytitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomanytitle3 = /** @type {((inputs?: Accounts_Claimtoomanytitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomanytitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtoomanytitle3(inputs)
	return en_accounts_claimtoomanytitle3(inputs)
});
export { accounts_claimtoomanytitle3 as "accounts.claimTooManyTitle" }