import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Viewdetails1Inputs */

const en_accounts_viewdetails1 = /** @type {(inputs: Accounts_Viewdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

const fil_accounts_viewdetails1 = /** @type {(inputs: Accounts_Viewdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang Detalye`)
};

/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Accounts_Viewdetails1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_viewdetails1 = /** @type {((inputs?: Accounts_Viewdetails1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Viewdetails1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_viewdetails1(inputs)
	return en_accounts_viewdetails1(inputs)
});
export { accounts_viewdetails1 as "accounts.viewDetails" }