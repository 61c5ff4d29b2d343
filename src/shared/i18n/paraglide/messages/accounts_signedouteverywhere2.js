import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signedouteverywhere2Inputs */

const en_accounts_signedouteverywhere2 = /** @type {(inputs: Accounts_Signedouteverywhere2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed out on every device.`)
};

/**
* | output |
* | --- |
* | "You are signed out on every device." |
*
* @param {Accounts_Signedouteverywhere2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signedouteverywhere2 = /** @type {((inputs?: Accounts_Signedouteverywhere2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signedouteverywhere2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signedouteverywhere2(inputs)
});
export { accounts_signedouteverywhere2 as "accounts.signedOutEverywhere" }