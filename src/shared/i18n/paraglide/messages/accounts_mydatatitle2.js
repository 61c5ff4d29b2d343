import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mydatatitle2Inputs */

const en_accounts_mydatatitle2 = /** @type {(inputs: Accounts_Mydatatitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data`)
};

const fil_accounts_mydatatitle2 = /** @type {(inputs: Accounts_Mydatatitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang data mo`)
};

/**
* | output |
* | --- |
* | "Your data" |
*
* @param {Accounts_Mydatatitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_mydatatitle2 = /** @type {((inputs?: Accounts_Mydatatitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mydatatitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_mydatatitle2(inputs)
	return en_accounts_mydatatitle2(inputs)
});
export { accounts_mydatatitle2 as "accounts.myDataTitle" }