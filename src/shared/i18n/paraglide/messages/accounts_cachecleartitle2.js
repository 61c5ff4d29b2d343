import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Cachecleartitle2Inputs */

const en_accounts_cachecleartitle2 = /** @type {(inputs: Accounts_Cachecleartitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aggressive Cache Clear`)
};

const fil_accounts_cachecleartitle2 = /** @type {(inputs: Accounts_Cachecleartitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todong Pag-clear ng Cache`)
};

/**
* | output |
* | --- |
* | "Aggressive Cache Clear" |
*
* @param {Accounts_Cachecleartitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_cachecleartitle2 = /** @type {((inputs?: Accounts_Cachecleartitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Cachecleartitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_cachecleartitle2(inputs)
	return en_accounts_cachecleartitle2(inputs)
});
export { accounts_cachecleartitle2 as "accounts.cacheClearTitle" }