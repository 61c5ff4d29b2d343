import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Removerow1Inputs */

const en_accounts_removerow1 = /** @type {(inputs: Accounts_Removerow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fil_accounts_removerow1 = /** @type {(inputs: Accounts_Removerow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggalin`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Accounts_Removerow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_removerow1 = /** @type {((inputs?: Accounts_Removerow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Removerow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_removerow1(inputs)
	return en_accounts_removerow1(inputs)
});
export { accounts_removerow1 as "accounts.removeRow" }