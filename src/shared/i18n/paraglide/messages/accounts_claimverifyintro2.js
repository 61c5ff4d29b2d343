import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimverifyintro2Inputs */

const en_accounts_claimverifyintro2 = /** @type {(inputs: Accounts_Claimverifyintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To prove it is yours, enter the e-mail or the phone number you used for this request.`)
};

const fil_accounts_claimverifyintro2 = /** @type {(inputs: Accounts_Claimverifyintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para mapatunayang iyo ito, ilagay ang e-mail o phone number na ginamit mo sa request na ito.`)
};

/**
* | output |
* | --- |
* | "To prove it is yours, enter the e-mail or the phone number you used for this request." |
*
* @param {Accounts_Claimverifyintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimverifyintro2 = /** @type {((inputs?: Accounts_Claimverifyintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimverifyintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimverifyintro2(inputs)
	return en_accounts_claimverifyintro2(inputs)
});
export { accounts_claimverifyintro2 as "accounts.claimVerifyIntro" }