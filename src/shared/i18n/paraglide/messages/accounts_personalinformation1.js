import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Personalinformation1Inputs */

const en_accounts_personalinformation1 = /** @type {(inputs: Accounts_Personalinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal information`)
};

/**
* | output |
* | --- |
* | "Personal information" |
*
* @param {Accounts_Personalinformation1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_personalinformation1 = /** @type {((inputs?: Accounts_Personalinformation1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Personalinformation1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_personalinformation1(inputs)
});
export { accounts_personalinformation1 as "accounts.personalInformation" }