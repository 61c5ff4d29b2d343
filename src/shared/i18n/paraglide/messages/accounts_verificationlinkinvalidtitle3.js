import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationlinkinvalidtitle3Inputs */

const en_accounts_verificationlinkinvalidtitle3 = /** @type {(inputs: Accounts_Verificationlinkinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid any more`)
};

const fil_accounts_verificationlinkinvalidtitle3 = /** @type {(inputs: Accounts_Verificationlinkinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na valid ang link na ito`)
};

/**
* | output |
* | --- |
* | "This link is not valid any more" |
*
* @param {Accounts_Verificationlinkinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationlinkinvalidtitle3 = /** @type {((inputs?: Accounts_Verificationlinkinvalidtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationlinkinvalidtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationlinkinvalidtitle3(inputs)
	return en_accounts_verificationlinkinvalidtitle3(inputs)
});
export { accounts_verificationlinkinvalidtitle3 as "accounts.verificationLinkInvalidTitle" }