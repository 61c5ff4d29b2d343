import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumber1Inputs */

const en_accounts_trackingnumber1 = /** @type {(inputs: Accounts_Trackingnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

const fil_accounts_trackingnumber1 = /** @type {(inputs: Accounts_Trackingnumber1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number" |
*
* @param {Accounts_Trackingnumber1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumber1 = /** @type {((inputs?: Accounts_Trackingnumber1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumber1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumber1(inputs)
	return en_accounts_trackingnumber1(inputs)
});
export { accounts_trackingnumber1 as "accounts.trackingNumber" }