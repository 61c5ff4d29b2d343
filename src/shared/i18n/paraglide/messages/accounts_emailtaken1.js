import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailtaken1Inputs */

const en_accounts_emailtaken1 = /** @type {(inputs: Accounts_Emailtaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email is already in use. Please use a different email or sign in.`)
};

/**
* | output |
* | --- |
* | "This email is already in use. Please use a different email or sign in." |
*
* @param {Accounts_Emailtaken1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailtaken1 = /** @type {((inputs?: Accounts_Emailtaken1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailtaken1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailtaken1(inputs)
});
export { accounts_emailtaken1 as "accounts.emailTaken" }