import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signedouteverywhere2Inputs */

const en_accounts_signedouteverywhere2 = /** @type {(inputs: Accounts_Signedouteverywhere2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are signed out on every device.`)
};

const fil_accounts_signedouteverywhere2 = /** @type {(inputs: Accounts_Signedouteverywhere2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-sign out ka na sa lahat ng device.`)
};

/**
* | output |
* | --- |
* | "You are signed out on every device." |
*
* @param {Accounts_Signedouteverywhere2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signedouteverywhere2 = /** @type {((inputs?: Accounts_Signedouteverywhere2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signedouteverywhere2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signedouteverywhere2(inputs)
	return en_accounts_signedouteverywhere2(inputs)
});
export { accounts_signedouteverywhere2 as "accounts.signedOutEverywhere" }