import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimsuccesstitle2Inputs */

const en_accounts_claimsuccesstitle2 = /** @type {(inputs: Accounts_Claimsuccesstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Accounts_Claimsuccesstitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimsuccesstitle2 = /** @type {((inputs?: Accounts_Claimsuccesstitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimsuccesstitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimsuccesstitle2(inputs)
});
export { accounts_claimsuccesstitle2 as "accounts.claimSuccessTitle" }