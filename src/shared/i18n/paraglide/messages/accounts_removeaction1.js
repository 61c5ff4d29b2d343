import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Removeaction1Inputs */

const en_accounts_removeaction1 = /** @type {(inputs: Accounts_Removeaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fil_accounts_removeaction1 = /** @type {(inputs: Accounts_Removeaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggalin`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Accounts_Removeaction1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_removeaction1 = /** @type {((inputs?: Accounts_Removeaction1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Removeaction1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_removeaction1(inputs)
	return en_accounts_removeaction1(inputs)
});
export { accounts_removeaction1 as "accounts.removeAction" }