import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremoved1Inputs */

const en_accounts_claimremoved1 = /** @type {(inputs: Accounts_Claimremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracking number removed from your account`)
};

const fil_accounts_claimremoved1 = /** @type {(inputs: Accounts_Claimremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tinanggal ang tracking number sa account mo`)
};

/**
* | output |
* | --- |
* | "Tracking number removed from your account" |
*
* @param {Accounts_Claimremoved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimremoved1 = /** @type {((inputs?: Accounts_Claimremoved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremoved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimremoved1(inputs)
	return en_accounts_claimremoved1(inputs)
});
export { accounts_claimremoved1 as "accounts.claimRemoved" }