import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_ViewInputs */

const en_accounts_view = /** @type {(inputs: Accounts_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

const fil_accounts_view = /** @type {(inputs: Accounts_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan`)
};

/**
* | output |
* | --- |
* | "View" |
*
* @param {Accounts_ViewInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_view = /** @type {((inputs?: Accounts_ViewInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_ViewInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_view(inputs)
	return en_accounts_view(inputs)
});
export { accounts_view as "accounts.view" }