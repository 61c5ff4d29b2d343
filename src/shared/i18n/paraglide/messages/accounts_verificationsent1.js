import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsent1Inputs */

const en_accounts_verificationsent1 = /** @type {(inputs: Accounts_Verificationsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent you a link to confirm your e-mail address. It works for one hour.`)
};

/**
* | output |
* | --- |
* | "We sent you a link to confirm your e-mail address. It works for one hour." |
*
* @param {Accounts_Verificationsent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsent1 = /** @type {((inputs?: Accounts_Verificationsent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_verificationsent1(inputs)
});
export { accounts_verificationsent1 as "accounts.verificationSent" }