import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registrationfailedtitle2Inputs */

const en_accounts_registrationfailedtitle2 = /** @type {(inputs: Accounts_Registrationfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Registrationfailedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_registrationfailedtitle2 = /** @type {((inputs?: Accounts_Registrationfailedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registrationfailedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_registrationfailedtitle2(inputs)
});
export { accounts_registrationfailedtitle2 as "accounts.registrationFailedTitle" }