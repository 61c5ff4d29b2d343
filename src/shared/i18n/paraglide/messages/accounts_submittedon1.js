import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Submittedon1Inputs */

const en_accounts_submittedon1 = /** @type {(inputs: Accounts_Submittedon1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Accounts_Submittedon1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_submittedon1 = /** @type {((inputs?: Accounts_Submittedon1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Submittedon1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_submittedon1(inputs)
});
export { accounts_submittedon1 as "accounts.submittedOn" }