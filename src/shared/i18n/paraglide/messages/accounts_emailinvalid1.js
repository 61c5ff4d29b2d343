import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailinvalid1Inputs */

const en_accounts_emailinvalid1 = /** @type {(inputs: Accounts_Emailinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Accounts_Emailinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailinvalid1 = /** @type {((inputs?: Accounts_Emailinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailinvalid1(inputs)
});
export { accounts_emailinvalid1 as "accounts.emailInvalid" }