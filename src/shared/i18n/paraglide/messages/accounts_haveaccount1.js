import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Haveaccount1Inputs */

const en_accounts_haveaccount1 = /** @type {(inputs: Accounts_Haveaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

const fil_accounts_haveaccount1 = /** @type {(inputs: Accounts_Haveaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May account ka na?`)
};

/**
* | output |
* | --- |
* | "Already have an account?" |
*
* @param {Accounts_Haveaccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_haveaccount1 = /** @type {((inputs?: Accounts_Haveaccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Haveaccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_haveaccount1(inputs)
	return en_accounts_haveaccount1(inputs)
});
export { accounts_haveaccount1 as "accounts.haveAccount" }