import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Previoustransactions1Inputs */

const en_accounts_previoustransactions1 = /** @type {(inputs: Accounts_Previoustransactions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous transactions`)
};

/**
* | output |
* | --- |
* | "Previous transactions" |
*
* @param {Accounts_Previoustransactions1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_previoustransactions1 = /** @type {((inputs?: Accounts_Previoustransactions1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Previoustransactions1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_previoustransactions1(inputs)
});
export { accounts_previoustransactions1 as "accounts.previousTransactions" }