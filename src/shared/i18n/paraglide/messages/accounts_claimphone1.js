import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimphone1Inputs */

const en_accounts_claimphone1 = /** @type {(inputs: Accounts_Claimphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone used at submission`)
};

/**
* | output |
* | --- |
* | "Phone used at submission" |
*
* @param {Accounts_Claimphone1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimphone1 = /** @type {((inputs?: Accounts_Claimphone1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimphone1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimphone1(inputs)
});
export { accounts_claimphone1 as "accounts.claimPhone" }