import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_ContinueInputs */

const en_accounts_continue = /** @type {(inputs: Accounts_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const fil_accounts_continue = /** @type {(inputs: Accounts_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magpatuloy`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Accounts_ContinueInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_continue = /** @type {((inputs?: Accounts_ContinueInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_ContinueInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_continue(inputs)
	return en_accounts_continue(inputs)
});
export { accounts_continue as "accounts.continue" }