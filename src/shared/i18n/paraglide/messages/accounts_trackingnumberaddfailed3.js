import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberaddfailed3Inputs */

const en_accounts_trackingnumberaddfailed3 = /** @type {(inputs: Accounts_Trackingnumberaddfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add tracking number`)
};

/**
* | output |
* | --- |
* | "Failed to add tracking number" |
*
* @param {Accounts_Trackingnumberaddfailed3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberaddfailed3 = /** @type {((inputs?: Accounts_Trackingnumberaddfailed3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberaddfailed3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberaddfailed3(inputs)
});
export { accounts_trackingnumberaddfailed3 as "accounts.trackingNumberAddFailed" }