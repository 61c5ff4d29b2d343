import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Phoneinvalidtitle2Inputs */

const en_accounts_phoneinvalidtitle2 = /** @type {(inputs: Accounts_Phoneinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Phone Number`)
};

/**
* | output |
* | --- |
* | "Invalid Phone Number" |
*
* @param {Accounts_Phoneinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_phoneinvalidtitle2 = /** @type {((inputs?: Accounts_Phoneinvalidtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Phoneinvalidtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_phoneinvalidtitle2(inputs)
});
export { accounts_phoneinvalidtitle2 as "accounts.phoneInvalidTitle" }