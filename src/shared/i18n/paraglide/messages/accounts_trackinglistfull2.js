import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackinglistfull2Inputs */

const en_accounts_trackinglistfull2 = /** @type {(inputs: Accounts_Trackinglistfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your list is full (100 tracking numbers). Remove one first.`)
};

const fil_accounts_trackinglistfull2 = /** @type {(inputs: Accounts_Trackinglistfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puno na ang listahan mo (100 tracking number). Magtanggal muna ng isa.`)
};

/**
* | output |
* | --- |
* | "Your list is full (100 tracking numbers). Remove one first." |
*
* @param {Accounts_Trackinglistfull2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackinglistfull2 = /** @type {((inputs?: Accounts_Trackinglistfull2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackinglistfull2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackinglistfull2(inputs)
	return en_accounts_trackinglistfull2(inputs)
});
export { accounts_trackinglistfull2 as "accounts.trackingListFull" }