import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailtakentitle2Inputs */

const en_accounts_emailtakentitle2 = /** @type {(inputs: Accounts_Emailtakentitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Already Registered`)
};

/**
* | output |
* | --- |
* | "Email Already Registered" |
*
* @param {Accounts_Emailtakentitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailtakentitle2 = /** @type {((inputs?: Accounts_Emailtakentitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailtakentitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailtakentitle2(inputs)
});
export { accounts_emailtakentitle2 as "accounts.emailTakenTitle" }