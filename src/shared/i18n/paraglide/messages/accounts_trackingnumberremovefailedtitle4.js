import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremovefailedtitle4Inputs */

const en_accounts_trackingnumberremovefailedtitle4 = /** @type {(inputs: Accounts_Trackingnumberremovefailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_trackingnumberremovefailedtitle4 = /** @type {(inputs: Accounts_Trackingnumberremovefailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumberremovefailedtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremovefailedtitle4 = /** @type {((inputs?: Accounts_Trackingnumberremovefailedtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremovefailedtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberremovefailedtitle4(inputs)
	return en_accounts_trackingnumberremovefailedtitle4(inputs)
});
export { accounts_trackingnumberremovefailedtitle4 as "accounts.trackingNumberRemoveFailedTitle" }