import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberaddfailedtitle4Inputs */

const en_accounts_trackingnumberaddfailedtitle4 = /** @type {(inputs: Accounts_Trackingnumberaddfailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_trackingnumberaddfailedtitle4 = /** @type {(inputs: Accounts_Trackingnumberaddfailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumberaddfailedtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberaddfailedtitle4 = /** @type {((inputs?: Accounts_Trackingnumberaddfailedtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberaddfailedtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberaddfailedtitle4(inputs)
	return en_accounts_trackingnumberaddfailedtitle4(inputs)
});
export { accounts_trackingnumberaddfailedtitle4 as "accounts.trackingNumberAddFailedTitle" }