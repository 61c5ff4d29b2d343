import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registrationfailedtitle2Inputs */

const en_accounts_registrationfailedtitle2 = /** @type {(inputs: Accounts_Registrationfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

const fil_accounts_registrationfailedtitle2 = /** @type {(inputs: Accounts_Registrationfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nakapag-register`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Registrationfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_registrationfailedtitle2 = /** @type {((inputs?: Accounts_Registrationfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registrationfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_registrationfailedtitle2(inputs)
	return en_accounts_registrationfailedtitle2(inputs)
});
export { accounts_registrationfailedtitle2 as "accounts.registrationFailedTitle" }