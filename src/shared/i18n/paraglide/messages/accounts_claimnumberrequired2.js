import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimnumberrequired2Inputs */

const en_accounts_claimnumberrequired2 = /** @type {(inputs: Accounts_Claimnumberrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a tracking number`)
};

const fil_accounts_claimnumberrequired2 = /** @type {(inputs: Accounts_Claimnumberrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakilagay ang tracking number`)
};

/**
* | output |
* | --- |
* | "Please enter a tracking number" |
*
* @param {Accounts_Claimnumberrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimnumberrequired2 = /** @type {((inputs?: Accounts_Claimnumberrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimnumberrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimnumberrequired2(inputs)
	return en_accounts_claimnumberrequired2(inputs)
});
export { accounts_claimnumberrequired2 as "accounts.claimNumberRequired" }