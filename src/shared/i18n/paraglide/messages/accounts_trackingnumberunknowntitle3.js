import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberunknowntitle3Inputs */

const en_accounts_trackingnumberunknowntitle3 = /** @type {(inputs: Accounts_Trackingnumberunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumberunknowntitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberunknowntitle3 = /** @type {((inputs?: Accounts_Trackingnumberunknowntitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberunknowntitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberunknowntitle3(inputs)
});
export { accounts_trackingnumberunknowntitle3 as "accounts.trackingNumberUnknownTitle" }