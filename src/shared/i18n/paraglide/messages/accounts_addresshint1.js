import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addresshint1Inputs */

const en_accounts_addresshint1 = /** @type {(inputs: Accounts_Addresshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House number, street and barangay.`)
};

const fil_accounts_addresshint1 = /** @type {(inputs: Accounts_Addresshint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House number, kalye at barangay.`)
};

/**
* | output |
* | --- |
* | "House number, street and barangay." |
*
* @param {Accounts_Addresshint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_addresshint1 = /** @type {((inputs?: Accounts_Addresshint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addresshint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_addresshint1(inputs)
	return en_accounts_addresshint1(inputs)
});
export { accounts_addresshint1 as "accounts.addressHint" }