import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Namerequiredtitle2Inputs */

const en_accounts_namerequiredtitle2 = /** @type {(inputs: Accounts_Namerequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const fil_accounts_namerequiredtitle2 = /** @type {(inputs: Accounts_Namerequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang impormasyon`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Accounts_Namerequiredtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_namerequiredtitle2 = /** @type {((inputs?: Accounts_Namerequiredtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Namerequiredtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_namerequiredtitle2(inputs)
	return en_accounts_namerequiredtitle2(inputs)
});
export { accounts_namerequiredtitle2 as "accounts.nameRequiredTitle" }