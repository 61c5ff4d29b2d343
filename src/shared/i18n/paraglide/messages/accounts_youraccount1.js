import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Youraccount1Inputs */

const en_accounts_youraccount1 = /** @type {(inputs: Accounts_Youraccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Accounts_Youraccount1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_youraccount1 = /** @type {((inputs?: Accounts_Youraccount1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Youraccount1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_youraccount1(inputs)
});
export { accounts_youraccount1 as "accounts.yourAccount" }