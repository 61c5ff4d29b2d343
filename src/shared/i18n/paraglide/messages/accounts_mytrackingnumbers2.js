import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mytrackingnumbers2Inputs */

const en_accounts_mytrackingnumbers2 = /** @type {(inputs: Accounts_Mytrackingnumbers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Tracking Numbers`)
};

const fil_accounts_mytrackingnumbers2 = /** @type {(inputs: Accounts_Mytrackingnumbers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aking mga Tracking Number`)
};

/**
* | output |
* | --- |
* | "My Tracking Numbers" |
*
* @param {Accounts_Mytrackingnumbers2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_mytrackingnumbers2 = /** @type {((inputs?: Accounts_Mytrackingnumbers2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mytrackingnumbers2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_mytrackingnumbers2(inputs)
	return en_accounts_mytrackingnumbers2(inputs)
});
export { accounts_mytrackingnumbers2 as "accounts.myTrackingNumbers" }