import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Gohome1Inputs */

const en_accounts_gohome1 = /** @type {(inputs: Accounts_Gohome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Home`)
};

const fil_accounts_gohome1 = /** @type {(inputs: Accounts_Gohome1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumunta sa Home`)
};

/**
* | output |
* | --- |
* | "Go to Home" |
*
* @param {Accounts_Gohome1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_gohome1 = /** @type {((inputs?: Accounts_Gohome1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Gohome1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_gohome1(inputs)
	return en_accounts_gohome1(inputs)
});
export { accounts_gohome1 as "accounts.goHome" }