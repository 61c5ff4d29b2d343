import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberremovedtitle4Inputs */

const en_accounts_profiletrackingnumberremovedtitle4 = /** @type {(inputs: Accounts_Profiletrackingnumberremovedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking Number Removed`)
};

const fil_accounts_profiletrackingnumberremovedtitle4 = /** @type {(inputs: Accounts_Profiletrackingnumberremovedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natanggal ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking Number Removed" |
*
* @param {Accounts_Profiletrackingnumberremovedtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberremovedtitle4 = /** @type {((inputs?: Accounts_Profiletrackingnumberremovedtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberremovedtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profiletrackingnumberremovedtitle4(inputs)
	return en_accounts_profiletrackingnumberremovedtitle4(inputs)
});
export { accounts_profiletrackingnumberremovedtitle4 as "accounts.profileTrackingNumberRemovedTitle" }