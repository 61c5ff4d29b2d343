import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signedinas2Inputs */

const en_accounts_signedinas2 = /** @type {(inputs: Accounts_Signedinas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

const fil_accounts_signedinas2 = /** @type {(inputs: Accounts_Signedinas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-sign in bilang`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Accounts_Signedinas2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signedinas2 = /** @type {((inputs?: Accounts_Signedinas2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signedinas2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signedinas2(inputs)
	return en_accounts_signedinas2(inputs)
});
export { accounts_signedinas2 as "accounts.signedInAs" }