import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Postalcodeinvalid2Inputs */

const en_accounts_postalcodeinvalid2 = /** @type {(inputs: Accounts_Postalcodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 4-digit postal code`)
};

const fil_accounts_postalcodeinvalid2 = /** @type {(inputs: Accounts_Postalcodeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maglagay ng 4-digit na postal code`)
};

/**
* | output |
* | --- |
* | "Please enter a 4-digit postal code" |
*
* @param {Accounts_Postalcodeinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_postalcodeinvalid2 = /** @type {((inputs?: Accounts_Postalcodeinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Postalcodeinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_postalcodeinvalid2(inputs)
	return en_accounts_postalcodeinvalid2(inputs)
});
export { accounts_postalcodeinvalid2 as "accounts.postalCodeInvalid" }