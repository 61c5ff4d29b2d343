import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberadded2Inputs */

const en_accounts_trackingnumberadded2 = /** @type {(inputs: Accounts_Trackingnumberadded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number added successfully`)
};

/**
* | output |
* | --- |
* | "Tracking number added successfully" |
*
* @param {Accounts_Trackingnumberadded2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberadded2 = /** @type {((inputs?: Accounts_Trackingnumberadded2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberadded2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberadded2(inputs)
});
export { accounts_trackingnumberadded2 as "accounts.trackingNumberAdded" }