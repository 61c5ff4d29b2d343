import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Editprofile1Inputs */

const en_accounts_editprofile1 = /** @type {(inputs: Accounts_Editprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Accounts_Editprofile1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_editprofile1 = /** @type {((inputs?: Accounts_Editprofile1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Editprofile1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_editprofile1(inputs)
});
export { accounts_editprofile1 as "accounts.editProfile" }