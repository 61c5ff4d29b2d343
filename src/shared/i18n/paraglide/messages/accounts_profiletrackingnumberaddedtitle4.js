import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberaddedtitle4Inputs */

const en_accounts_profiletrackingnumberaddedtitle4 = /** @type {(inputs: Accounts_Profiletrackingnumberaddedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking Number Added`)
};

const fil_accounts_profiletrackingnumberaddedtitle4 = /** @type {(inputs: Accounts_Profiletrackingnumberaddedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking Number Added" |
*
* @param {Accounts_Profiletrackingnumberaddedtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberaddedtitle4 = /** @type {((inputs?: Accounts_Profiletrackingnumberaddedtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberaddedtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profiletrackingnumberaddedtitle4(inputs)
	return en_accounts_profiletrackingnumberaddedtitle4(inputs)
});
export { accounts_profiletrackingnumberaddedtitle4 as "accounts.profileTrackingNumberAddedTitle" }