import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumberremovefailedtitle4Inputs */

const en_accounts_trackingnumberremovefailedtitle4 = /** @type {(inputs: Accounts_Trackingnumberremovefailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumberremovefailedtitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumberremovefailedtitle4 = /** @type {((inputs?: Accounts_Trackingnumberremovefailedtitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumberremovefailedtitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumberremovefailedtitle4(inputs)
});
export { accounts_trackingnumberremovefailedtitle4 as "accounts.trackingNumberRemoveFailedTitle" }