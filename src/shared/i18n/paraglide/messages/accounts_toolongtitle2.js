import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toolongtitle2Inputs */

const en_accounts_toolongtitle2 = /** @type {(inputs: Accounts_Toolongtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too Long`)
};

const fil_accounts_toolongtitle2 = /** @type {(inputs: Accounts_Toolongtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong mahaba`)
};

/**
* | output |
* | --- |
* | "Too Long" |
*
* @param {Accounts_Toolongtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_toolongtitle2 = /** @type {((inputs?: Accounts_Toolongtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toolongtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_toolongtitle2(inputs)
	return en_accounts_toolongtitle2(inputs)
});
export { accounts_toolongtitle2 as "accounts.tooLongTitle" }