import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Creatingaccount1Inputs */

const en_accounts_creatingaccount1 = /** @type {(inputs: Accounts_Creatingaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating account…`)
};

const fil_accounts_creatingaccount1 = /** @type {(inputs: Accounts_Creatingaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ginagawa ang account…`)
};

/**
* | output |
* | --- |
* | "Creating account…" |
*
* @param {Accounts_Creatingaccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_creatingaccount1 = /** @type {((inputs?: Accounts_Creatingaccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Creatingaccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_creatingaccount1(inputs)
	return en_accounts_creatingaccount1(inputs)
});
export { accounts_creatingaccount1 as "accounts.creatingAccount" }