import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberaddfailedtitle4Inputs */

const en_accounts_trackingnumberaddfailedtitle4 = /** @type {(inputs: Accounts_Trackingnumberaddfailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumberaddfailedtitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberaddfailedtitle4 = /** @type {((inputs?: Accounts_Trackingnumberaddfailedtitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberaddfailedtitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberaddfailedtitle4(inputs)
});
export { accounts_trackingnumberaddfailedtitle4 as "accounts.trackingNumberAddFailedTitle" }