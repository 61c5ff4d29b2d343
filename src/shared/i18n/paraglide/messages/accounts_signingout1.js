import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signingout1Inputs */

const en_accounts_signingout1 = /** @type {(inputs: Accounts_Signingout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clearing data and signing you out...`)
};

/**
* | output |
* | --- |
* | "Clearing data and signing you out..." |
*
* @param {Accounts_Signingout1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_signingout1 = /** @type {((inputs?: Accounts_Signingout1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signingout1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_signingout1(inputs)
});
export { accounts_signingout1 as "accounts.signingOut" }