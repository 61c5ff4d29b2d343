import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addressincomplete1Inputs */

const en_accounts_addressincomplete1 = /** @type {(inputs: Accounts_Addressincomplete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in both city and address fields`)
};

const fil_accounts_addressincomplete1 = /** @type {(inputs: Accounts_Addressincomplete1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang lungsod at address`)
};

/**
* | output |
* | --- |
* | "Please fill in both city and address fields" |
*
* @param {Accounts_Addressincomplete1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_addressincomplete1 = /** @type {((inputs?: Accounts_Addressincomplete1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addressincomplete1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_addressincomplete1(inputs)
	return en_accounts_addressincomplete1(inputs)
});
export { accounts_addressincomplete1 as "accounts.addressIncomplete" }