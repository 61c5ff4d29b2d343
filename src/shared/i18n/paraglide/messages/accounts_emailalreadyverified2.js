import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailalreadyverified2Inputs */

const en_accounts_emailalreadyverified2 = /** @type {(inputs: Accounts_Emailalreadyverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail address is already confirmed. You can sign in.`)
};

const fil_accounts_emailalreadyverified2 = /** @type {(inputs: Accounts_Emailalreadyverified2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kumpirmado na ang e-mail address mo. Puwede ka nang mag-sign in.`)
};

/**
* | output |
* | --- |
* | "Your e-mail address is already confirmed. You can sign in." |
*
* @param {Accounts_Emailalreadyverified2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailalreadyverified2 = /** @type {((inputs?: Accounts_Emailalreadyverified2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailalreadyverified2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailalreadyverified2(inputs)
	return en_accounts_emailalreadyverified2(inputs)
});
export { accounts_emailalreadyverified2 as "accounts.emailAlreadyVerified" }