import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toolong1Inputs */

const en_accounts_toolong1 = /** @type {(inputs: Accounts_Toolong1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please shorten this field`)
};

const fil_accounts_toolong1 = /** @type {(inputs: Accounts_Toolong1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paikliin ang field na ito`)
};

/**
* | output |
* | --- |
* | "Please shorten this field" |
*
* @param {Accounts_Toolong1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_toolong1 = /** @type {((inputs?: Accounts_Toolong1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toolong1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_toolong1(inputs)
	return en_accounts_toolong1(inputs)
});
export { accounts_toolong1 as "accounts.tooLong" }