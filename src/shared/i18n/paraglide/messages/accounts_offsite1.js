import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Offsite1Inputs */

const en_accounts_offsite1 = /** @type {(inputs: Accounts_Offsite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request came from another site and was blocked.`)
};

/**
* | output |
* | --- |
* | "This request came from another site and was blocked." |
*
* @param {Accounts_Offsite1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_offsite1 = /** @type {((inputs?: Accounts_Offsite1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Offsite1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_offsite1(inputs)
});
export { accounts_offsite1 as "accounts.offSite" }