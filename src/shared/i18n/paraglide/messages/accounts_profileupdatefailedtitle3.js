import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdatefailedtitle3Inputs */

const en_accounts_profileupdatefailedtitle3 = /** @type {(inputs: Accounts_Profileupdatefailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_profileupdatefailedtitle3 = /** @type {(inputs: Accounts_Profileupdatefailedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Profileupdatefailedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdatefailedtitle3 = /** @type {((inputs?: Accounts_Profileupdatefailedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdatefailedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profileupdatefailedtitle3(inputs)
	return en_accounts_profileupdatefailedtitle3(inputs)
});
export { accounts_profileupdatefailedtitle3 as "accounts.profileUpdateFailedTitle" }