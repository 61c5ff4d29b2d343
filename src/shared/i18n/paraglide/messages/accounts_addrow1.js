import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Addrow1Inputs */

const en_accounts_addrow1 = /** @type {(inputs: Accounts_Addrow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add another`)
};

const fil_accounts_addrow1 = /** @type {(inputs: Accounts_Addrow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag pa`)
};

/**
* | output |
* | --- |
* | "Add another" |
*
* @param {Accounts_Addrow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_addrow1 = /** @type {((inputs?: Accounts_Addrow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Addrow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_addrow1(inputs)
	return en_accounts_addrow1(inputs)
});
export { accounts_addrow1 as "accounts.addRow" }