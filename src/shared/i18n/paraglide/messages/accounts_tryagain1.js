import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Tryagain1Inputs */

const en_accounts_tryagain1 = /** @type {(inputs: Accounts_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

const fil_accounts_tryagain1 = /** @type {(inputs: Accounts_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subukan Ulit`)
};

/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Accounts_Tryagain1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_tryagain1 = /** @type {((inputs?: Accounts_Tryagain1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Tryagain1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_tryagain1(inputs)
	return en_accounts_tryagain1(inputs)
});
export { accounts_tryagain1 as "accounts.tryAgain" }