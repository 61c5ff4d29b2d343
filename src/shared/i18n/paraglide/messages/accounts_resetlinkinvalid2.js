import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resetlinkinvalid2Inputs */

const en_accounts_resetlinkinvalid2 = /** @type {(inputs: Accounts_Resetlinkinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links work once and for one hour. Ask for a new one below.`)
};

const fil_accounts_resetlinkinvalid2 = /** @type {(inputs: Accounts_Resetlinkinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isang beses lang at sa loob ng isang oras gumagana ang mga link. Humingi ng bago sa ibaba.`)
};

/**
* | output |
* | --- |
* | "Links work once and for one hour. Ask for a new one below." |
*
* @param {Accounts_Resetlinkinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resetlinkinvalid2 = /** @type {((inputs?: Accounts_Resetlinkinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resetlinkinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resetlinkinvalid2(inputs)
	return en_accounts_resetlinkinvalid2(inputs)
});
export { accounts_resetlinkinvalid2 as "accounts.resetLinkInvalid" }