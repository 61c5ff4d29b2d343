import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Submittedon1Inputs */

const en_accounts_submittedon1 = /** @type {(inputs: Accounts_Submittedon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

const fil_accounts_submittedon1 = /** @type {(inputs: Accounts_Submittedon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-submit`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Accounts_Submittedon1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_submittedon1 = /** @type {((inputs?: Accounts_Submittedon1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Submittedon1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_submittedon1(inputs)
	return en_accounts_submittedon1(inputs)
});
export { accounts_submittedon1 as "accounts.submittedOn" }