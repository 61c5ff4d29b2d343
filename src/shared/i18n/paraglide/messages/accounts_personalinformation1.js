import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Personalinformation1Inputs */

const en_accounts_personalinformation1 = /** @type {(inputs: Accounts_Personalinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal information`)
};

const fil_accounts_personalinformation1 = /** @type {(inputs: Accounts_Personalinformation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal na impormasyon`)
};

/**
* | output |
* | --- |
* | "Personal information" |
*
* @param {Accounts_Personalinformation1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_personalinformation1 = /** @type {((inputs?: Accounts_Personalinformation1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Personalinformation1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_personalinformation1(inputs)
	return en_accounts_personalinformation1(inputs)
});
export { accounts_personalinformation1 as "accounts.personalInformation" }