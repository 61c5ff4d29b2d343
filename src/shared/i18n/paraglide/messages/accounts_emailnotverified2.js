import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailnotverified2Inputs */

const en_accounts_emailnotverified2 = /** @type {(inputs: Accounts_Emailnotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link.`)
};

const fil_accounts_emailnotverified2 = /** @type {(inputs: Accounts_Emailnotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buksan ang link na na-e-mail namin sa iyo para matapos ang pag-sign up. Walang e-mail? Tingnan ang spam folder mo, o magpadala ng bagong link.`)
};

/**
* | output |
* | --- |
* | "Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link." |
*
* @param {Accounts_Emailnotverified2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailnotverified2 = /** @type {((inputs?: Accounts_Emailnotverified2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailnotverified2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailnotverified2(inputs)
	return en_accounts_emailnotverified2(inputs)
});
export { accounts_emailnotverified2 as "accounts.emailNotVerified" }