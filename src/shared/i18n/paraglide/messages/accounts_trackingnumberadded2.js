import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberadded2Inputs */

const en_accounts_trackingnumberadded2 = /** @type {(inputs: Accounts_Trackingnumberadded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number added successfully`)
};

const fil_accounts_trackingnumberadded2 = /** @type {(inputs: Accounts_Trackingnumberadded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang tracking number`)
};

/**
* | output |
* | --- |
* | "Tracking number added successfully" |
*
* @param {Accounts_Trackingnumberadded2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberadded2 = /** @type {((inputs?: Accounts_Trackingnumberadded2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberadded2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberadded2(inputs)
	return en_accounts_trackingnumberadded2(inputs)
});
export { accounts_trackingnumberadded2 as "accounts.trackingNumberAdded" }