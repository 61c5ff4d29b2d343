import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resendsending1Inputs */

const en_accounts_resendsending1 = /** @type {(inputs: Accounts_Resendsending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Accounts_Resendsending1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_resendsending1 = /** @type {((inputs?: Accounts_Resendsending1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resendsending1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_resendsending1(inputs)
});
export { accounts_resendsending1 as "accounts.resendSending" }