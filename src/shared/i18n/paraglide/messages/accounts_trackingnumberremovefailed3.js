import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremovefailed3Inputs */

const en_accounts_trackingnumberremovefailed3 = /** @type {(inputs: Accounts_Trackingnumberremovefailed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to remove tracking number`)
};

/**
* | output |
* | --- |
* | "Failed to remove tracking number" |
*
* @param {Accounts_Trackingnumberremovefailed3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremovefailed3 = /** @type {((inputs?: Accounts_Trackingnumberremovefailed3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremovefailed3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberremovefailed3(inputs)
});
export { accounts_trackingnumberremovefailed3 as "accounts.trackingNumberRemoveFailed" }