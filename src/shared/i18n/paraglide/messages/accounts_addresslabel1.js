import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addresslabel1Inputs */

const en_accounts_addresslabel1 = /** @type {(inputs: Accounts_Addresslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

const fil_accounts_addresslabel1 = /** @type {(inputs: Accounts_Addresslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

/**
* | output |
* | --- |
* | "Address" |
*
* @param {Accounts_Addresslabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_addresslabel1 = /** @type {((inputs?: Accounts_Addresslabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addresslabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_addresslabel1(inputs)
	return en_accounts_addresslabel1(inputs)
});
export { accounts_addresslabel1 as "accounts.addressLabel" }