import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberaddedtitle3Inputs */

const en_accounts_trackingnumberaddedtitle3 = /** @type {(inputs: Accounts_Trackingnumberaddedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const fil_accounts_trackingnumberaddedtitle3 = /** @type {(inputs: Accounts_Trackingnumberaddedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Accounts_Trackingnumberaddedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberaddedtitle3 = /** @type {((inputs?: Accounts_Trackingnumberaddedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberaddedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberaddedtitle3(inputs)
	return en_accounts_trackingnumberaddedtitle3(inputs)
});
export { accounts_trackingnumberaddedtitle3 as "accounts.trackingNumberAddedTitle" }