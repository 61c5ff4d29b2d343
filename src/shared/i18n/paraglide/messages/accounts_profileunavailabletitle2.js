import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileunavailabletitle2Inputs */

const en_accounts_profileunavailabletitle2 = /** @type {(inputs: Accounts_Profileunavailabletitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_profileunavailabletitle2 = /** @type {(inputs: Accounts_Profileunavailabletitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Profileunavailabletitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profileunavailabletitle2 = /** @type {((inputs?: Accounts_Profileunavailabletitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileunavailabletitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profileunavailabletitle2(inputs)
	return en_accounts_profileunavailabletitle2(inputs)
});
export { accounts_profileunavailabletitle2 as "accounts.profileUnavailableTitle" }