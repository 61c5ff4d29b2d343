import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberadded3Inputs */

const en_accounts_profiletrackingnumberadded3 = /** @type {(inputs: Accounts_Profiletrackingnumberadded3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number added successfully`)
};

const fil_accounts_profiletrackingnumberadded3 = /** @type {(inputs: Accounts_Profiletrackingnumberadded3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number added successfully" |
*
* @param {Accounts_Profiletrackingnumberadded3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberadded3 = /** @type {((inputs?: Accounts_Profiletrackingnumberadded3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberadded3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profiletrackingnumberadded3(inputs)
	return en_accounts_profiletrackingnumberadded3(inputs)
});
export { accounts_profiletrackingnumberadded3 as "accounts.profileTrackingNumberAdded" }