import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberaddedtitle3Inputs */

const en_accounts_trackingnumberaddedtitle3 = /** @type {(inputs: Accounts_Trackingnumberaddedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Accounts_Trackingnumberaddedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberaddedtitle3 = /** @type {((inputs?: Accounts_Trackingnumberaddedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberaddedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberaddedtitle3(inputs)
});
export { accounts_trackingnumberaddedtitle3 as "accounts.trackingNumberAddedTitle" }