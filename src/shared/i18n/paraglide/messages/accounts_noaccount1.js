import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Noaccount1Inputs */

const en_accounts_noaccount1 = /** @type {(inputs: Accounts_Noaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account yet?`)
};

const fil_accounts_noaccount1 = /** @type {(inputs: Accounts_Noaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang account?`)
};

/**
* | output |
* | --- |
* | "No account yet?" |
*
* @param {Accounts_Noaccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_noaccount1 = /** @type {((inputs?: Accounts_Noaccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Noaccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_noaccount1(inputs)
	return en_accounts_noaccount1(inputs)
});
export { accounts_noaccount1 as "accounts.noAccount" }