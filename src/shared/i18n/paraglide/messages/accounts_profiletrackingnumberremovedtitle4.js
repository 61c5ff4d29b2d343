import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profiletrackingnumberremovedtitle4Inputs */

const en_accounts_profiletrackingnumberremovedtitle4 = /** @type {(inputs: Accounts_Profiletrackingnumberremovedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking Number Removed`)
};

/**
* | output |
* | --- |
* | "Tracking Number Removed" |
*
* @param {Accounts_Profiletrackingnumberremovedtitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profiletrackingnumberremovedtitle4 = /** @type {((inputs?: Accounts_Profiletrackingnumberremovedtitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profiletrackingnumberremovedtitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profiletrackingnumberremovedtitle4(inputs)
});
export { accounts_profiletrackingnumberremovedtitle4 as "accounts.profileTrackingNumberRemovedTitle" }