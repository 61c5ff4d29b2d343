import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Namerequired1Inputs */

const en_accounts_namerequired1 = /** @type {(inputs: Accounts_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your name`)
};

const fil_accounts_namerequired1 = /** @type {(inputs: Accounts_Namerequired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang iyong pangalan`)
};

/**
* | output |
* | --- |
* | "Please enter your name" |
*
* @param {Accounts_Namerequired1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_namerequired1 = /** @type {((inputs?: Accounts_Namerequired1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Namerequired1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_namerequired1(inputs)
	return en_accounts_namerequired1(inputs)
});
export { accounts_namerequired1 as "accounts.nameRequired" }