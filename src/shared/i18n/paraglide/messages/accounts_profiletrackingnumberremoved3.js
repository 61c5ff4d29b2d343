import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberremoved3Inputs */

const en_accounts_profiletrackingnumberremoved3 = /** @type {(inputs: Accounts_Profiletrackingnumberremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number removed successfully`)
};

const fil_accounts_profiletrackingnumberremoved3 = /** @type {(inputs: Accounts_Profiletrackingnumberremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natanggal ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number removed successfully" |
*
* @param {Accounts_Profiletrackingnumberremoved3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberremoved3 = /** @type {((inputs?: Accounts_Profiletrackingnumberremoved3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberremoved3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profiletrackingnumberremoved3(inputs)
	return en_accounts_profiletrackingnumberremoved3(inputs)
});
export { accounts_profiletrackingnumberremoved3 as "accounts.profileTrackingNumberRemoved" }