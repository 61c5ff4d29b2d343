import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Editprofileintro2Inputs */

const en_accounts_editprofileintro2 = /** @type {(inputs: Accounts_Editprofileintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use these details to reach you and to pick up your items.`)
};

/**
* | output |
* | --- |
* | "We use these details to reach you and to pick up your items." |
*
* @param {Accounts_Editprofileintro2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_editprofileintro2 = /** @type {((inputs?: Accounts_Editprofileintro2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Editprofileintro2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_editprofileintro2(inputs)
});
export { accounts_editprofileintro2 as "accounts.editProfileIntro" }