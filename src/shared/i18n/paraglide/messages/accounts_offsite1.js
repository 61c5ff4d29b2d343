import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Offsite1Inputs */

const en_accounts_offsite1 = /** @type {(inputs: Accounts_Offsite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request came from another site and was blocked.`)
};

const fil_accounts_offsite1 = /** @type {(inputs: Accounts_Offsite1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Galing sa ibang site ang request na ito kaya na-block.`)
};

/**
* | output |
* | --- |
* | "This request came from another site and was blocked." |
*
* @param {Accounts_Offsite1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_offsite1 = /** @type {((inputs?: Accounts_Offsite1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Offsite1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_offsite1(inputs)
	return en_accounts_offsite1(inputs)
});
export { accounts_offsite1 as "accounts.offSite" }