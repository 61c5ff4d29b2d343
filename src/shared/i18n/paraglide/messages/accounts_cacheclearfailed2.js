import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cacheclearfailed2Inputs */

const en_accounts_cacheclearfailed2 = /** @type {(inputs: Accounts_Cacheclearfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cache clearing failed. Try clearing browser data manually.`)
};

const fil_accounts_cacheclearfailed2 = /** @type {(inputs: Accounts_Cacheclearfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-clear ang cache. Subukang i-clear mismo ang browser data.`)
};

/**
* | output |
* | --- |
* | "Cache clearing failed. Try clearing browser data manually." |
*
* @param {Accounts_Cacheclearfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_cacheclearfailed2 = /** @type {((inputs?: Accounts_Cacheclearfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cacheclearfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_cacheclearfailed2(inputs)
	return en_accounts_cacheclearfailed2(inputs)
});
export { accounts_cacheclearfailed2 as "accounts.cacheClearFailed" }