import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Saveprofile1Inputs */

const en_accounts_saveprofile1 = /** @type {(inputs: Accounts_Saveprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Profile`)
};

/**
* | output |
* | --- |
* | "Save Profile" |
*
* @param {Accounts_Saveprofile1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_saveprofile1 = /** @type {((inputs?: Accounts_Saveprofile1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Saveprofile1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_saveprofile1(inputs)
});
export { accounts_saveprofile1 as "accounts.saveProfile" }