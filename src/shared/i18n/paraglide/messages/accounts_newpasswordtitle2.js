import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Newpasswordtitle2Inputs */

const en_accounts_newpasswordtitle2 = /** @type {(inputs: Accounts_Newpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a new password`)
};

const fil_accounts_newpasswordtitle2 = /** @type {(inputs: Accounts_Newpasswordtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng bagong password`)
};

/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Accounts_Newpasswordtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_newpasswordtitle2 = /** @type {((inputs?: Accounts_Newpasswordtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Newpasswordtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_newpasswordtitle2(inputs)
	return en_accounts_newpasswordtitle2(inputs)
});
export { accounts_newpasswordtitle2 as "accounts.newPasswordTitle" }