import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Submissionsloadfailedtitle3Inputs */

const en_accounts_submissionsloadfailedtitle3 = /** @type {(inputs: Accounts_Submissionsloadfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_submissionsloadfailedtitle3 = /** @type {(inputs: Accounts_Submissionsloadfailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Submissionsloadfailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_submissionsloadfailedtitle3 = /** @type {((inputs?: Accounts_Submissionsloadfailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Submissionsloadfailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_submissionsloadfailedtitle3(inputs)
	return en_accounts_submissionsloadfailedtitle3(inputs)
});
export { accounts_submissionsloadfailedtitle3 as "accounts.submissionsLoadFailedTitle" }