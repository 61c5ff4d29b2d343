import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationlinkinvalid2Inputs */

const en_accounts_verificationlinkinvalid2 = /** @type {(inputs: Accounts_Verificationlinkinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation and reset links work once and for one hour. Ask for a new one.`)
};

const fil_accounts_verificationlinkinvalid2 = /** @type {(inputs: Accounts_Verificationlinkinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isang beses lang at sa loob ng isang oras gumagana ang mga link ng kumpirmasyon at reset. Humingi ng bago.`)
};

/**
* | output |
* | --- |
* | "Confirmation and reset links work once and for one hour. Ask for a new one." |
*
* @param {Accounts_Verificationlinkinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationlinkinvalid2 = /** @type {((inputs?: Accounts_Verificationlinkinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationlinkinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationlinkinvalid2(inputs)
	return en_accounts_verificationlinkinvalid2(inputs)
});
export { accounts_verificationlinkinvalid2 as "accounts.verificationLinkInvalid" }