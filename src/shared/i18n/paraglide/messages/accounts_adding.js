import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_AddingInputs */

const en_accounts_adding = /** @type {(inputs: Accounts_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding…`)
};

/**
* | output |
* | --- |
* | "Adding…" |
*
* @param {Accounts_AddingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_adding = /** @type {((inputs?: Accounts_AddingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_AddingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_adding(inputs)
});
export { accounts_adding as "accounts.adding" }