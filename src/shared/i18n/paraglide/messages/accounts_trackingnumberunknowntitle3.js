import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberunknowntitle3Inputs */

const en_accounts_trackingnumberunknowntitle3 = /** @type {(inputs: Accounts_Trackingnumberunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_trackingnumberunknowntitle3 = /** @type {(inputs: Accounts_Trackingnumberunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumberunknowntitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberunknowntitle3 = /** @type {((inputs?: Accounts_Trackingnumberunknowntitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberunknowntitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberunknowntitle3(inputs)
	return en_accounts_trackingnumberunknowntitle3(inputs)
});
export { accounts_trackingnumberunknowntitle3 as "accounts.trackingNumberUnknownTitle" }