import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Tryagain1Inputs */

const en_accounts_tryagain1 = /** @type {(inputs: Accounts_Tryagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Again`)
};

/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Accounts_Tryagain1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_tryagain1 = /** @type {((inputs?: Accounts_Tryagain1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Tryagain1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_tryagain1(inputs)
});
export { accounts_tryagain1 as "accounts.tryAgain" }