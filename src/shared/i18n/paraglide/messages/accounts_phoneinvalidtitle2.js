import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Phoneinvalidtitle2Inputs */

const en_accounts_phoneinvalidtitle2 = /** @type {(inputs: Accounts_Phoneinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Phone Number`)
};

const fil_accounts_phoneinvalidtitle2 = /** @type {(inputs: Accounts_Phoneinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang phone number`)
};

/**
* | output |
* | --- |
* | "Invalid Phone Number" |
*
* @param {Accounts_Phoneinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_phoneinvalidtitle2 = /** @type {((inputs?: Accounts_Phoneinvalidtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Phoneinvalidtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_phoneinvalidtitle2(inputs)
	return en_accounts_phoneinvalidtitle2(inputs)
});
export { accounts_phoneinvalidtitle2 as "accounts.phoneInvalidTitle" }