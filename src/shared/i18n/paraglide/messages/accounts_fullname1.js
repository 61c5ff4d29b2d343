import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Fullname1Inputs */

const en_accounts_fullname1 = /** @type {(inputs: Accounts_Fullname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Accounts_Fullname1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_fullname1 = /** @type {((inputs?: Accounts_Fullname1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Fullname1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_fullname1(inputs)
});
export { accounts_fullname1 as "accounts.fullName" }