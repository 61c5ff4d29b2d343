import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Fullname1Inputs */

const en_accounts_fullname1 = /** @type {(inputs: Accounts_Fullname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name`)
};

const fil_accounts_fullname1 = /** @type {(inputs: Accounts_Fullname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buong pangalan`)
};

/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Accounts_Fullname1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_fullname1 = /** @type {((inputs?: Accounts_Fullname1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Fullname1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_fullname1(inputs)
	return en_accounts_fullname1(inputs)
});
export { accounts_fullname1 as "accounts.fullName" }