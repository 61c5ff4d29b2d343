import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimalreadyyourstitle3Inputs */

const en_accounts_claimalreadyyourstitle3 = /** @type {(inputs: Accounts_Claimalreadyyourstitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimalreadyyourstitle3 = /** @type {(inputs: Accounts_Claimalreadyyourstitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimalreadyyourstitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimalreadyyourstitle3 = /** @type {((inputs?: Accounts_Claimalreadyyourstitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimalreadyyourstitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimalreadyyourstitle3(inputs)
	return en_accounts_claimalreadyyourstitle3(inputs)
});
export { accounts_claimalreadyyourstitle3 as "accounts.claimAlreadyYoursTitle" }