import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequiredtosubmittitle4Inputs */

const en_accounts_authrequiredtosubmittitle4 = /** @type {(inputs: Accounts_Authrequiredtosubmittitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Error`)
};

const fil_accounts_authrequiredtosubmittitle4 = /** @type {(inputs: Accounts_Authrequiredtosubmittitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sa authentication`)
};

/**
* | output |
* | --- |
* | "Authentication Error" |
*
* @param {Accounts_Authrequiredtosubmittitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_authrequiredtosubmittitle4 = /** @type {((inputs?: Accounts_Authrequiredtosubmittitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequiredtosubmittitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_authrequiredtosubmittitle4(inputs)
	return en_accounts_authrequiredtosubmittitle4(inputs)
});
export { accounts_authrequiredtosubmittitle4 as "accounts.authRequiredToSubmitTitle" }