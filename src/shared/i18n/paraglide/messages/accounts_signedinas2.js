import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signedinas2Inputs */

const en_accounts_signedinas2 = /** @type {(inputs: Accounts_Signedinas2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in as`)
};

/**
* | output |
* | --- |
* | "Signed in as" |
*
* @param {Accounts_Signedinas2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signedinas2 = /** @type {((inputs?: Accounts_Signedinas2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signedinas2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signedinas2(inputs)
});
export { accounts_signedinas2 as "accounts.signedInAs" }