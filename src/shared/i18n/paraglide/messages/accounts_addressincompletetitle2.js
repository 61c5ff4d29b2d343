import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addressincompletetitle2Inputs */

const en_accounts_addressincompletetitle2 = /** @type {(inputs: Accounts_Addressincompletetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incomplete Address`)
};

const fil_accounts_addressincompletetitle2 = /** @type {(inputs: Accounts_Addressincompletetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang address`)
};

/**
* | output |
* | --- |
* | "Incomplete Address" |
*
* @param {Accounts_Addressincompletetitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_addressincompletetitle2 = /** @type {((inputs?: Accounts_Addressincompletetitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addressincompletetitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_addressincompletetitle2(inputs)
	return en_accounts_addressincompletetitle2(inputs)
});
export { accounts_addressincompletetitle2 as "accounts.addressIncompleteTitle" }