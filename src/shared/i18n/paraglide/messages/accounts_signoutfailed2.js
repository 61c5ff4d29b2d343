import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signoutfailed2Inputs */

const en_accounts_signoutfailed2 = /** @type {(inputs: Accounts_Signoutfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sign out. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to sign out. Please try again." |
*
* @param {Accounts_Signoutfailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signoutfailed2 = /** @type {((inputs?: Accounts_Signoutfailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signoutfailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signoutfailed2(inputs)
});
export { accounts_signoutfailed2 as "accounts.signOutFailed" }