import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremovefailed3Inputs */

const en_accounts_trackingnumberremovefailed3 = /** @type {(inputs: Accounts_Trackingnumberremovefailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to remove tracking number`)
};

const fil_accounts_trackingnumberremovefailed3 = /** @type {(inputs: Accounts_Trackingnumberremovefailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi matanggal ang tracking number`)
};

/**
* | output |
* | --- |
* | "Failed to remove tracking number" |
*
* @param {Accounts_Trackingnumberremovefailed3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremovefailed3 = /** @type {((inputs?: Accounts_Trackingnumberremovefailed3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremovefailed3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumberremovefailed3(inputs)
	return en_accounts_trackingnumberremovefailed3(inputs)
});
export { accounts_trackingnumberremovefailed3 as "accounts.trackingNumberRemoveFailed" }