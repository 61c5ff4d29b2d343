import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Editprofileintro2Inputs */

const en_accounts_editprofileintro2 = /** @type {(inputs: Accounts_Editprofileintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use these details to reach you and to pick up your items.`)
};

const fil_accounts_editprofileintro2 = /** @type {(inputs: Accounts_Editprofileintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ginagamit namin ang mga detalyeng ito para makontak ka at makuha ang mga gamit mo.`)
};

/**
* | output |
* | --- |
* | "We use these details to reach you and to pick up your items." |
*
* @param {Accounts_Editprofileintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_editprofileintro2 = /** @type {((inputs?: Accounts_Editprofileintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Editprofileintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_editprofileintro2(inputs)
	return en_accounts_editprofileintro2(inputs)
});
export { accounts_editprofileintro2 as "accounts.editProfileIntro" }