import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremoved2Inputs */

const en_accounts_trackingnumberremoved2 = /** @type {(inputs: Accounts_Trackingnumberremoved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number removed successfully`)
};

const fil_accounts_trackingnumberremoved2 = /** @type {(inputs: Accounts_Trackingnumberremoved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natanggal ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number removed successfully" |
*
* @param {Accounts_Trackingnumberremoved2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremoved2 = /** @type {((inputs?: Accounts_Trackingnumberremoved2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremoved2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberremoved2(inputs)
	return en_accounts_trackingnumberremoved2(inputs)
});
export { accounts_trackingnumberremoved2 as "accounts.trackingNumberRemoved" }