import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackinglistfulltitle3Inputs */

const en_accounts_trackinglistfulltitle3 = /** @type {(inputs: Accounts_Trackinglistfulltitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Full`)
};

const fil_accounts_trackinglistfulltitle3 = /** @type {(inputs: Accounts_Trackinglistfulltitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puno na ang listahan`)
};

/**
* | output |
* | --- |
* | "List Full" |
*
* @param {Accounts_Trackinglistfulltitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackinglistfulltitle3 = /** @type {((inputs?: Accounts_Trackinglistfulltitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackinglistfulltitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackinglistfulltitle3(inputs)
	return en_accounts_trackinglistfulltitle3(inputs)
});
export { accounts_trackinglistfulltitle3 as "accounts.trackingListFullTitle" }