import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberadded3Inputs */

const en_accounts_profiletrackingnumberadded3 = /** @type {(inputs: Accounts_Profiletrackingnumberadded3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number added successfully`)
};

/**
* | output |
* | --- |
* | "Tracking number added successfully" |
*
* @param {Accounts_Profiletrackingnumberadded3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberadded3 = /** @type {((inputs?: Accounts_Profiletrackingnumberadded3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberadded3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profiletrackingnumberadded3(inputs)
});
export { accounts_profiletrackingnumberadded3 as "accounts.profileTrackingNumberAdded" }