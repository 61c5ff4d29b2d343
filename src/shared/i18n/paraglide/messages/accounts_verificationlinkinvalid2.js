import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationlinkinvalid2Inputs */

const en_accounts_verificationlinkinvalid2 = /** @type {(inputs: Accounts_Verificationlinkinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation and reset links work once and for one hour. Ask for a new one.`)
};

/**
* | output |
* | --- |
* | "Confirmation and reset links work once and for one hour. Ask for a new one." |
*
* @param {Accounts_Verificationlinkinvalid2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_verificationlinkinvalid2 = /** @type {((inputs?: Accounts_Verificationlinkinvalid2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationlinkinvalid2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_verificationlinkinvalid2(inputs)
});
export { accounts_verificationlinkinvalid2 as "accounts.verificationLinkInvalid" }