import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Submissionsloadfailed2Inputs */

const en_accounts_submissionsloadfailed2 = /** @type {(inputs: Accounts_Submissionsloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your submissions`)
};

/**
* | output |
* | --- |
* | "Failed to load your submissions" |
*
* @param {Accounts_Submissionsloadfailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_submissionsloadfailed2 = /** @type {((inputs?: Accounts_Submissionsloadfailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Submissionsloadfailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_submissionsloadfailed2(inputs)
});
export { accounts_submissionsloadfailed2 as "accounts.submissionsLoadFailed" }