import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtoomany2Inputs */

const en_accounts_claimtoomany2 = /** @type {(inputs: Accounts_Claimtoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many claim attempts. Please wait an hour and try again.`)
};

/**
* | output |
* | --- |
* | "Too many claim attempts. Please wait an hour and try again." |
*
* @param {Accounts_Claimtoomany2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomany2 = /** @type {((inputs?: Accounts_Claimtoomany2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomany2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimtoomany2(inputs)
});
export { accounts_claimtoomany2 as "accounts.claimTooMany" }