import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremovefailedtitle3Inputs */

const en_accounts_claimremovefailedtitle3 = /** @type {(inputs: Accounts_Claimremovefailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_claimremovefailedtitle3 = /** @type {(inputs: Accounts_Claimremovefailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Claimremovefailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimremovefailedtitle3 = /** @type {((inputs?: Accounts_Claimremovefailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremovefailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimremovefailedtitle3(inputs)
	return en_accounts_claimremovefailedtitle3(inputs)
});
export { accounts_claimremovefailedtitle3 as "accounts.claimRemoveFailedTitle" }