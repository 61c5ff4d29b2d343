import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Submissionsloadfailed2Inputs */

const en_accounts_submissionsloadfailed2 = /** @type {(inputs: Accounts_Submissionsloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load your submissions`)
};

const fil_accounts_submissionsloadfailed2 = /** @type {(inputs: Accounts_Submissionsloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang mga submission mo`)
};

/**
* | output |
* | --- |
* | "Failed to load your submissions" |
*
* @param {Accounts_Submissionsloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_submissionsloadfailed2 = /** @type {((inputs?: Accounts_Submissionsloadfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Submissionsloadfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_submissionsloadfailed2(inputs)
	return en_accounts_submissionsloadfailed2(inputs)
});
export { accounts_submissionsloadfailed2 as "accounts.submissionsLoadFailed" }