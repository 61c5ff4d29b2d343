import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Emailtakentitle2Inputs */

const en_accounts_emailtakentitle2 = /** @type {(inputs: Accounts_Emailtakentitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Already Registered`)
};

const fil_accounts_emailtakentitle2 = /** @type {(inputs: Accounts_Emailtakentitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rehistrado na ang e-mail`)
};

/**
* | output |
* | --- |
* | "Email Already Registered" |
*
* @param {Accounts_Emailtakentitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_emailtakentitle2 = /** @type {((inputs?: Accounts_Emailtakentitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Emailtakentitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_emailtakentitle2(inputs)
	return en_accounts_emailtakentitle2(inputs)
});
export { accounts_emailtakentitle2 as "accounts.emailTakenTitle" }