import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loginintro1Inputs */

const en_accounts_loginintro1 = /** @type {(inputs: Accounts_Loginintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to follow your requests and keep your tracking numbers in one place.`)
};

const fil_accounts_loginintro1 = /** @type {(inputs: Accounts_Loginintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mag-sign in para masubaybayan ang mga request mo at maitabi ang mga tracking number mo sa iisang lugar.`)
};

/**
* | output |
* | --- |
* | "Sign in to follow your requests and keep your tracking numbers in one place." |
*
* @param {Accounts_Loginintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_loginintro1 = /** @type {((inputs?: Accounts_Loginintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loginintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_loginintro1(inputs)
	return en_accounts_loginintro1(inputs)
});
export { accounts_loginintro1 as "accounts.loginIntro" }