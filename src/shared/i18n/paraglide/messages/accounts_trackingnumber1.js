import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumber1Inputs */

const en_accounts_trackingnumber1 = /** @type {(inputs: Accounts_Trackingnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number" |
*
* @param {Accounts_Trackingnumber1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumber1 = /** @type {((inputs?: Accounts_Trackingnumber1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumber1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumber1(inputs)
});
export { accounts_trackingnumber1 as "accounts.trackingNumber" }