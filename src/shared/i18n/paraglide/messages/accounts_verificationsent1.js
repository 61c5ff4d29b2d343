import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Verificationsent1Inputs */

const en_accounts_verificationsent1 = /** @type {(inputs: Accounts_Verificationsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent you a link to confirm your e-mail address. It works for one hour.`)
};

const fil_accounts_verificationsent1 = /** @type {(inputs: Accounts_Verificationsent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagpadala kami ng link para kumpirmahin ang e-mail address mo. Gumagana ito nang isang oras.`)
};

/**
* | output |
* | --- |
* | "We sent you a link to confirm your e-mail address. It works for one hour." |
*
* @param {Accounts_Verificationsent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_verificationsent1 = /** @type {((inputs?: Accounts_Verificationsent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Verificationsent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_verificationsent1(inputs)
	return en_accounts_verificationsent1(inputs)
});
export { accounts_verificationsent1 as "accounts.verificationSent" }