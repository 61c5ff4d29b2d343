import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_AddingInputs */

const en_accounts_adding = /** @type {(inputs: Accounts_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding…`)
};

const fil_accounts_adding = /** @type {(inputs: Accounts_AddingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idinadagdag…`)
};

/**
* | output |
* | --- |
* | "Adding…" |
*
* @param {Accounts_AddingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_adding = /** @type {((inputs?: Accounts_AddingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_AddingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_adding(inputs)
	return en_accounts_adding(inputs)
});
export { accounts_adding as "accounts.adding" }