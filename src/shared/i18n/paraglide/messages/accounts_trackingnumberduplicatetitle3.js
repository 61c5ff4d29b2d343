import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberduplicatetitle3Inputs */

const en_accounts_trackingnumberduplicatetitle3 = /** @type {(inputs: Accounts_Trackingnumberduplicatetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate Tracking Number`)
};

const fil_accounts_trackingnumberduplicatetitle3 = /** @type {(inputs: Accounts_Trackingnumberduplicatetitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dobleng tracking number`)
};

/**
* | output |
* | --- |
* | "Duplicate Tracking Number" |
*
* @param {Accounts_Trackingnumberduplicatetitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberduplicatetitle3 = /** @type {((inputs?: Accounts_Trackingnumberduplicatetitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberduplicatetitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberduplicatetitle3(inputs)
	return en_accounts_trackingnumberduplicatetitle3(inputs)
});
export { accounts_trackingnumberduplicatetitle3 as "accounts.trackingNumberDuplicateTitle" }