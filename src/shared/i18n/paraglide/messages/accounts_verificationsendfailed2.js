import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsendfailed2Inputs */

const en_accounts_verificationsendfailed2 = /** @type {(inputs: Accounts_Verificationsendfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not send the e-mail. Please try again.`)
};

const fil_accounts_verificationsendfailed2 = /** @type {(inputs: Accounts_Verificationsendfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin maipadala ang e-mail. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "We could not send the e-mail. Please try again." |
*
* @param {Accounts_Verificationsendfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsendfailed2 = /** @type {((inputs?: Accounts_Verificationsendfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsendfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationsendfailed2(inputs)
	return en_accounts_verificationsendfailed2(inputs)
});
export { accounts_verificationsendfailed2 as "accounts.verificationSendFailed" }