import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Saveprofile1Inputs */

const en_accounts_saveprofile1 = /** @type {(inputs: Accounts_Saveprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Profile`)
};

const fil_accounts_saveprofile1 = /** @type {(inputs: Accounts_Saveprofile1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang Profile`)
};

/**
* | output |
* | --- |
* | "Save Profile" |
*
* @param {Accounts_Saveprofile1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_saveprofile1 = /** @type {((inputs?: Accounts_Saveprofile1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Saveprofile1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_saveprofile1(inputs)
	return en_accounts_saveprofile1(inputs)
});
export { accounts_saveprofile1 as "accounts.saveProfile" }