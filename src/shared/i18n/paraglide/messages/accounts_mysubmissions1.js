import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mysubmissions1Inputs */

const en_accounts_mysubmissions1 = /** @type {(inputs: Accounts_Mysubmissions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Submissions`)
};

const fil_accounts_mysubmissions1 = /** @type {(inputs: Accounts_Mysubmissions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aking mga Submission`)
};

/**
* | output |
* | --- |
* | "My Submissions" |
*
* @param {Accounts_Mysubmissions1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_mysubmissions1 = /** @type {((inputs?: Accounts_Mysubmissions1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mysubmissions1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_mysubmissions1(inputs)
	return en_accounts_mysubmissions1(inputs)
});
export { accounts_mysubmissions1 as "accounts.mySubmissions" }