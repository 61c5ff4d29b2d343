import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmeinvalidtitle3Inputs */

const en_accounts_notmeinvalidtitle3 = /** @type {(inputs: Accounts_Notmeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid any more`)
};

const fil_accounts_notmeinvalidtitle3 = /** @type {(inputs: Accounts_Notmeinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na valid ang link na ito`)
};

/**
* | output |
* | --- |
* | "This link is not valid any more" |
*
* @param {Accounts_Notmeinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmeinvalidtitle3 = /** @type {((inputs?: Accounts_Notmeinvalidtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmeinvalidtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmeinvalidtitle3(inputs)
	return en_accounts_notmeinvalidtitle3(inputs)
});
export { accounts_notmeinvalidtitle3 as "accounts.notMeInvalidTitle" }