import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailrequired1Inputs */

const en_accounts_emailrequired1 = /** @type {(inputs: Accounts_Emailrequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your email address`)
};

/**
* | output |
* | --- |
* | "Please enter your email address" |
*
* @param {Accounts_Emailrequired1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailrequired1 = /** @type {((inputs?: Accounts_Emailrequired1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailrequired1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailrequired1(inputs)
});
export { accounts_emailrequired1 as "accounts.emailRequired" }