import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationtoomany2Inputs */

const en_accounts_verificationtoomany2 = /** @type {(inputs: Accounts_Verificationtoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We already sent you several links. Please wait an hour before asking for another one.`)
};

const fil_accounts_verificationtoomany2 = /** @type {(inputs: Accounts_Verificationtoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakapagpadala na kami ng ilang link. Maghintay ng isang oras bago humingi ulit.`)
};

/**
* | output |
* | --- |
* | "We already sent you several links. Please wait an hour before asking for another one." |
*
* @param {Accounts_Verificationtoomany2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationtoomany2 = /** @type {((inputs?: Accounts_Verificationtoomany2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationtoomany2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationtoomany2(inputs)
	return en_accounts_verificationtoomany2(inputs)
});
export { accounts_verificationtoomany2 as "accounts.verificationTooMany" }