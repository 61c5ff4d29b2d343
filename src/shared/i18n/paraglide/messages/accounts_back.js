import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_BackInputs */

const en_accounts_back = /** @type {(inputs: Accounts_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

const fil_accounts_back = /** @type {(inputs: Accounts_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bumalik`)
};

/**
* | output |
* | --- |
* | "Back" |
*
* @param {Accounts_BackInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_back = /** @type {((inputs?: Accounts_BackInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_BackInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_back(inputs)
	return en_accounts_back(inputs)
});
export { accounts_back as "accounts.back" }