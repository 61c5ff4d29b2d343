import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimverifyintro2Inputs */

const en_accounts_claimverifyintro2 = /** @type {(inputs: Accounts_Claimverifyintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To prove it is yours, enter the e-mail or the phone number you used for this request.`)
};

/**
* | output |
* | --- |
* | "To prove it is yours, enter the e-mail or the phone number you used for this request." |
*
* @param {Accounts_Claimverifyintro2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimverifyintro2 = /** @type {((inputs?: Accounts_Claimverifyintro2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimverifyintro2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimverifyintro2(inputs)
});
export { accounts_claimverifyintro2 as "accounts.claimVerifyIntro" }