import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailnotverified2Inputs */

const en_accounts_emailnotverified2 = /** @type {(inputs: Accounts_Emailnotverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link.`)
};

/**
* | output |
* | --- |
* | "Open the link we e-mailed you to finish signing up. No e-mail? Check your spam folder, or send a new link." |
*
* @param {Accounts_Emailnotverified2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailnotverified2 = /** @type {((inputs?: Accounts_Emailnotverified2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailnotverified2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailnotverified2(inputs)
});
export { accounts_emailnotverified2 as "accounts.emailNotVerified" }