import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Nosubmissions1Inputs */

const en_accounts_nosubmissions1 = /** @type {(inputs: Accounts_Nosubmissions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests yet. Claim one you made as a guest in the Claim Tracking tab.`)
};

/**
* | output |
* | --- |
* | "No requests yet. Claim one you made as a guest in the Claim Tracking tab." |
*
* @param {Accounts_Nosubmissions1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_nosubmissions1 = /** @type {((inputs?: Accounts_Nosubmissions1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Nosubmissions1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_nosubmissions1(inputs)
});
export { accounts_nosubmissions1 as "accounts.noSubmissions" }