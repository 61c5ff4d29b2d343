import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Offsitetitle2Inputs */

const en_accounts_offsitetitle2 = /** @type {(inputs: Accounts_Offsitetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_offsitetitle2 = /** @type {(inputs: Accounts_Offsitetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Offsitetitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_offsitetitle2 = /** @type {((inputs?: Accounts_Offsitetitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Offsitetitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_offsitetitle2(inputs)
	return en_accounts_offsitetitle2(inputs)
});
export { accounts_offsitetitle2 as "accounts.offSiteTitle" }