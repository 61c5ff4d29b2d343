import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailalreadyverifiedtitle3Inputs */

const en_accounts_emailalreadyverifiedtitle3 = /** @type {(inputs: Accounts_Emailalreadyverifiedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already confirmed`)
};

const fil_accounts_emailalreadyverifiedtitle3 = /** @type {(inputs: Accounts_Emailalreadyverifiedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmado na`)
};

/**
* | output |
* | --- |
* | "Already confirmed" |
*
* @param {Accounts_Emailalreadyverifiedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailalreadyverifiedtitle3 = /** @type {((inputs?: Accounts_Emailalreadyverifiedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailalreadyverifiedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailalreadyverifiedtitle3(inputs)
	return en_accounts_emailalreadyverifiedtitle3(inputs)
});
export { accounts_emailalreadyverifiedtitle3 as "accounts.emailAlreadyVerifiedTitle" }