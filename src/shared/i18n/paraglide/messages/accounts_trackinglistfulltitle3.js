import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackinglistfulltitle3Inputs */

const en_accounts_trackinglistfulltitle3 = /** @type {(inputs: Accounts_Trackinglistfulltitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List Full`)
};

/**
* | output |
* | --- |
* | "List Full" |
*
* @param {Accounts_Trackinglistfulltitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackinglistfulltitle3 = /** @type {((inputs?: Accounts_Trackinglistfulltitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackinglistfulltitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackinglistfulltitle3(inputs)
});
export { accounts_trackinglistfulltitle3 as "accounts.trackingListFullTitle" }