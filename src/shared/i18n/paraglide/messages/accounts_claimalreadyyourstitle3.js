import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimalreadyyourstitle3Inputs */

const en_accounts_claimalreadyyourstitle3 = /** @type {(inputs: Accounts_Claimalreadyyourstitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimalreadyyourstitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimalreadyyourstitle3 = /** @type {((inputs?: Accounts_Claimalreadyyourstitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimalreadyyourstitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimalreadyyourstitle3(inputs)
});
export { accounts_claimalreadyyourstitle3 as "accounts.claimAlreadyYoursTitle" }