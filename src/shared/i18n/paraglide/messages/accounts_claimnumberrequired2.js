import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnumberrequired2Inputs */

const en_accounts_claimnumberrequired2 = /** @type {(inputs: Accounts_Claimnumberrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a tracking number`)
};

/**
* | output |
* | --- |
* | "Please enter a tracking number" |
*
* @param {Accounts_Claimnumberrequired2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimnumberrequired2 = /** @type {((inputs?: Accounts_Claimnumberrequired2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnumberrequired2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimnumberrequired2(inputs)
});
export { accounts_claimnumberrequired2 as "accounts.claimNumberRequired" }