import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Phoneinvalid1Inputs */

const en_accounts_phoneinvalid1 = /** @type {(inputs: Accounts_Phoneinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid 10-digit phone number`)
};

/**
* | output |
* | --- |
* | "Please enter a valid 10-digit phone number" |
*
* @param {Accounts_Phoneinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_phoneinvalid1 = /** @type {((inputs?: Accounts_Phoneinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Phoneinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_phoneinvalid1(inputs)
});
export { accounts_phoneinvalid1 as "accounts.phoneInvalid" }