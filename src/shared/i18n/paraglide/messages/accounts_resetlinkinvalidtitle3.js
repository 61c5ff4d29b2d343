import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resetlinkinvalidtitle3Inputs */

const en_accounts_resetlinkinvalidtitle3 = /** @type {(inputs: Accounts_Resetlinkinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is not valid any more`)
};

const fil_accounts_resetlinkinvalidtitle3 = /** @type {(inputs: Accounts_Resetlinkinvalidtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na valid ang reset link na ito`)
};

/**
* | output |
* | --- |
* | "This reset link is not valid any more" |
*
* @param {Accounts_Resetlinkinvalidtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resetlinkinvalidtitle3 = /** @type {((inputs?: Accounts_Resetlinkinvalidtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resetlinkinvalidtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resetlinkinvalidtitle3(inputs)
	return en_accounts_resetlinkinvalidtitle3(inputs)
});
export { accounts_resetlinkinvalidtitle3 as "accounts.resetLinkInvalidTitle" }