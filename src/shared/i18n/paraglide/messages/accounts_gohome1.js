import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Gohome1Inputs */

const en_accounts_gohome1 = /** @type {(inputs: Accounts_Gohome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Home`)
};

/**
* | output |
* | --- |
* | "Go to Home" |
*
* @param {Accounts_Gohome1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_gohome1 = /** @type {((inputs?: Accounts_Gohome1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Gohome1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_gohome1(inputs)
});
export { accounts_gohome1 as "accounts.goHome" }