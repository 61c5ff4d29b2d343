import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Youraccount1Inputs */

const en_accounts_youraccount1 = /** @type {(inputs: Accounts_Youraccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

const fil_accounts_youraccount1 = /** @type {(inputs: Accounts_Youraccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang iyong account`)
};

/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Accounts_Youraccount1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_youraccount1 = /** @type {((inputs?: Accounts_Youraccount1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Youraccount1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_youraccount1(inputs)
	return en_accounts_youraccount1(inputs)
});
export { accounts_youraccount1 as "accounts.yourAccount" }