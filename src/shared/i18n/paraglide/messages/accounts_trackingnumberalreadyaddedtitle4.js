import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberalreadyaddedtitle4Inputs */

const en_accounts_trackingnumberalreadyaddedtitle4 = /** @type {(inputs: Accounts_Trackingnumberalreadyaddedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already Added`)
};

const fil_accounts_trackingnumberalreadyaddedtitle4 = /** @type {(inputs: Accounts_Trackingnumberalreadyaddedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag na`)
};

/**
* | output |
* | --- |
* | "Already Added" |
*
* @param {Accounts_Trackingnumberalreadyaddedtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberalreadyaddedtitle4 = /** @type {((inputs?: Accounts_Trackingnumberalreadyaddedtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberalreadyaddedtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberalreadyaddedtitle4(inputs)
	return en_accounts_trackingnumberalreadyaddedtitle4(inputs)
});
export { accounts_trackingnumberalreadyaddedtitle4 as "accounts.trackingNumberAlreadyAddedTitle" }