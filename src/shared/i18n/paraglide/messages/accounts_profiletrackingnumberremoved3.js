import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberremoved3Inputs */

const en_accounts_profiletrackingnumberremoved3 = /** @type {(inputs: Accounts_Profiletrackingnumberremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number removed successfully`)
};

/**
* | output |
* | --- |
* | "Tracking number removed successfully" |
*
* @param {Accounts_Profiletrackingnumberremoved3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberremoved3 = /** @type {((inputs?: Accounts_Profiletrackingnumberremoved3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberremoved3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profiletrackingnumberremoved3(inputs)
});
export { accounts_profiletrackingnumberremoved3 as "accounts.profileTrackingNumberRemoved" }