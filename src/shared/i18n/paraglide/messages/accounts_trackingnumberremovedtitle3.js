import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremovedtitle3Inputs */

const en_accounts_trackingnumberremovedtitle3 = /** @type {(inputs: Accounts_Trackingnumberremovedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

const fil_accounts_trackingnumberremovedtitle3 = /** @type {(inputs: Accounts_Trackingnumberremovedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Accounts_Trackingnumberremovedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremovedtitle3 = /** @type {((inputs?: Accounts_Trackingnumberremovedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremovedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberremovedtitle3(inputs)
	return en_accounts_trackingnumberremovedtitle3(inputs)
});
export { accounts_trackingnumberremovedtitle3 as "accounts.trackingNumberRemovedTitle" }