import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Choosecity1Inputs */

const en_accounts_choosecity1 = /** @type {(inputs: Accounts_Choosecity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your city`)
};

const fil_accounts_choosecity1 = /** @type {(inputs: Accounts_Choosecity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piliin ang iyong lungsod`)
};

/**
* | output |
* | --- |
* | "Choose your city" |
*
* @param {Accounts_Choosecity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_choosecity1 = /** @type {((inputs?: Accounts_Choosecity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Choosecity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_choosecity1(inputs)
	return en_accounts_choosecity1(inputs)
});
export { accounts_choosecity1 as "accounts.chooseCity" }