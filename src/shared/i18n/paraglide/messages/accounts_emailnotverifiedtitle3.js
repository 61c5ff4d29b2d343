import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailnotverifiedtitle3Inputs */

const en_accounts_emailnotverifiedtitle3 = /** @type {(inputs: Accounts_Emailnotverifiedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm your e-mail address`)
};

const fil_accounts_emailnotverifiedtitle3 = /** @type {(inputs: Accounts_Emailnotverifiedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmahin ang iyong e-mail address`)
};

/**
* | output |
* | --- |
* | "Please confirm your e-mail address" |
*
* @param {Accounts_Emailnotverifiedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailnotverifiedtitle3 = /** @type {((inputs?: Accounts_Emailnotverifiedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailnotverifiedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailnotverifiedtitle3(inputs)
	return en_accounts_emailnotverifiedtitle3(inputs)
});
export { accounts_emailnotverifiedtitle3 as "accounts.emailNotVerifiedTitle" }