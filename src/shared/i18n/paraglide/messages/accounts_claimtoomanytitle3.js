import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtoomanytitle3Inputs */

const en_accounts_claimtoomanytitle3 = /** @type {(inputs: Accounts_Claimtoomanytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimtoomanytitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomanytitle3 = /** @type {((inputs?: Accounts_Claimtoomanytitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomanytitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimtoomanytitle3(inputs)
});
export { accounts_claimtoomanytitle3 as "accounts.claimTooManyTitle" }