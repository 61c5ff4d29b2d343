import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnotfoundtitle3Inputs */

const en_accounts_claimnotfoundtitle3 = /** @type {(inputs: Accounts_Claimnotfoundtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimnotfoundtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimnotfoundtitle3 = /** @type {((inputs?: Accounts_Claimnotfoundtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnotfoundtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimnotfoundtitle3(inputs)
});
export { accounts_claimnotfoundtitle3 as "accounts.claimNotFoundTitle" }