import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Staffaccounttitle2Inputs */

const en_accounts_staffaccounttitle2 = /** @type {(inputs: Accounts_Staffaccounttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff account`)
};

/**
* | output |
* | --- |
* | "Staff account" |
*
* @param {Accounts_Staffaccounttitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_staffaccounttitle2 = /** @type {((inputs?: Accounts_Staffaccounttitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Staffaccounttitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_staffaccounttitle2(inputs)
});
export { accounts_staffaccounttitle2 as "accounts.staffAccountTitle" }