import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loadfailed1Inputs */

const en_accounts_loadfailed1 = /** @type {(inputs: Accounts_Loadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong while loading your account.`)
};

const fil_accounts_loadfailed1 = /** @type {(inputs: Accounts_Loadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa pag-load ng account mo.`)
};

/**
* | output |
* | --- |
* | "Something went wrong while loading your account." |
*
* @param {Accounts_Loadfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loadfailed1 = /** @type {((inputs?: Accounts_Loadfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loadfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loadfailed1(inputs)
	return en_accounts_loadfailed1(inputs)
});
export { accounts_loadfailed1 as "accounts.loadFailed" }