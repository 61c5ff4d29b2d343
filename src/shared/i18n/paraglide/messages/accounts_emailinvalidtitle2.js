import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailinvalidtitle2Inputs */

const en_accounts_emailinvalidtitle2 = /** @type {(inputs: Accounts_Emailinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Email`)
};

/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Accounts_Emailinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_emailinvalidtitle2 = /** @type {((inputs?: Accounts_Emailinvalidtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailinvalidtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_emailinvalidtitle2(inputs)
});
export { accounts_emailinvalidtitle2 as "accounts.emailInvalidTitle" }