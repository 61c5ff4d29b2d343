import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Editprofile1Inputs */

const en_accounts_editprofile1 = /** @type {(inputs: Accounts_Editprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit Profile`)
};

const fil_accounts_editprofile1 = /** @type {(inputs: Accounts_Editprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-edit ang Profile`)
};

/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Accounts_Editprofile1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_editprofile1 = /** @type {((inputs?: Accounts_Editprofile1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Editprofile1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_editprofile1(inputs)
	return en_accounts_editprofile1(inputs)
});
export { accounts_editprofile1 as "accounts.editProfile" }