import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremovedtitle2Inputs */

const en_accounts_claimremovedtitle2 = /** @type {(inputs: Accounts_Claimremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Accounts_Claimremovedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimremovedtitle2 = /** @type {((inputs?: Accounts_Claimremovedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremovedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimremovedtitle2(inputs)
});
export { accounts_claimremovedtitle2 as "accounts.claimRemovedTitle" }