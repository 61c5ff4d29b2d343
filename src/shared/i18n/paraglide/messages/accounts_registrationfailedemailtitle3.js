import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Registrationfailedemailtitle3Inputs */

const en_accounts_registrationfailedemailtitle3 = /** @type {(inputs: Accounts_Registrationfailedemailtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registration Failed`)
};

/**
* | output |
* | --- |
* | "Registration Failed" |
*
* @param {Accounts_Registrationfailedemailtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_registrationfailedemailtitle3 = /** @type {((inputs?: Accounts_Registrationfailedemailtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Registrationfailedemailtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_registrationfailedemailtitle3(inputs)
});
export { accounts_registrationfailedemailtitle3 as "accounts.registrationFailedEmailTitle" }