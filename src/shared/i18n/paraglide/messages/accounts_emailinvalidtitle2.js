import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailinvalidtitle2Inputs */

const en_accounts_emailinvalidtitle2 = /** @type {(inputs: Accounts_Emailinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Email`)
};

const fil_accounts_emailinvalidtitle2 = /** @type {(inputs: Accounts_Emailinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid ang e-mail`)
};

/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Accounts_Emailinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailinvalidtitle2 = /** @type {((inputs?: Accounts_Emailinvalidtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailinvalidtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailinvalidtitle2(inputs)
	return en_accounts_emailinvalidtitle2(inputs)
});
export { accounts_emailinvalidtitle2 as "accounts.emailInvalidTitle" }