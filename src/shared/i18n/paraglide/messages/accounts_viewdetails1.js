import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Viewdetails1Inputs */

const en_accounts_viewdetails1 = /** @type {(inputs: Accounts_Viewdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Accounts_Viewdetails1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_viewdetails1 = /** @type {((inputs?: Accounts_Viewdetails1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Viewdetails1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_viewdetails1(inputs)
});
export { accounts_viewdetails1 as "accounts.viewDetails" }