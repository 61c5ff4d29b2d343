import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremovedtitle3Inputs */

const en_accounts_trackingnumberremovedtitle3 = /** @type {(inputs: Accounts_Trackingnumberremovedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Accounts_Trackingnumberremovedtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremovedtitle3 = /** @type {((inputs?: Accounts_Trackingnumberremovedtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremovedtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberremovedtitle3(inputs)
});
export { accounts_trackingnumberremovedtitle3 as "accounts.trackingNumberRemovedTitle" }