import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremoved2Inputs */

const en_accounts_trackingnumberremoved2 = /** @type {(inputs: Accounts_Trackingnumberremoved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number removed successfully`)
};

/**
* | output |
* | --- |
* | "Tracking number removed successfully" |
*
* @param {Accounts_Trackingnumberremoved2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremoved2 = /** @type {((inputs?: Accounts_Trackingnumberremoved2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremoved2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberremoved2(inputs)
});
export { accounts_trackingnumberremoved2 as "accounts.trackingNumberRemoved" }