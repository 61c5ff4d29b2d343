import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addresssection1Inputs */

const en_accounts_addresssection1 = /** @type {(inputs: Accounts_Addresssection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const fil_accounts_addresssection1 = /** @type {(inputs: Accounts_Addresssection1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Accounts_Addresssection1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_addresssection1 = /** @type {((inputs?: Accounts_Addresssection1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addresssection1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_addresssection1(inputs)
	return en_accounts_addresssection1(inputs)
});
export { accounts_addresssection1 as "accounts.addressSection" }