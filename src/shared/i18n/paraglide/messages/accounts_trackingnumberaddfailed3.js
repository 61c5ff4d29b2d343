import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberaddfailed3Inputs */

const en_accounts_trackingnumberaddfailed3 = /** @type {(inputs: Accounts_Trackingnumberaddfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add tracking number`)
};

const fil_accounts_trackingnumberaddfailed3 = /** @type {(inputs: Accounts_Trackingnumberaddfailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi maidagdag ang tracking number`)
};

/**
* | output |
* | --- |
* | "Failed to add tracking number" |
*
* @param {Accounts_Trackingnumberaddfailed3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberaddfailed3 = /** @type {((inputs?: Accounts_Trackingnumberaddfailed3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberaddfailed3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberaddfailed3(inputs)
	return en_accounts_trackingnumberaddfailed3(inputs)
});
export { accounts_trackingnumberaddfailed3 as "accounts.trackingNumberAddFailed" }