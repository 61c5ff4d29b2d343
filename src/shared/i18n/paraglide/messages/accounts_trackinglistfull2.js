import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackinglistfull2Inputs */

const en_accounts_trackinglistfull2 = /** @type {(inputs: Accounts_Trackinglistfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your list is full (100 tracking numbers). Remove one first.`)
};

/**
* | output |
* | --- |
* | "Your list is full (100 tracking numbers). Remove one first." |
*
* @param {Accounts_Trackinglistfull2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackinglistfull2 = /** @type {((inputs?: Accounts_Trackinglistfull2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackinglistfull2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackinglistfull2(inputs)
});
export { accounts_trackinglistfull2 as "accounts.trackingListFull" }