import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileunavailable1Inputs */

const en_accounts_profileunavailable1 = /** @type {(inputs: Accounts_Profileunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not retrieve your profile information`)
};

const fil_accounts_profileunavailable1 = /** @type {(inputs: Accounts_Profileunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi makuha ang impormasyon ng profile mo`)
};

/**
* | output |
* | --- |
* | "Could not retrieve your profile information" |
*
* @param {Accounts_Profileunavailable1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profileunavailable1 = /** @type {((inputs?: Accounts_Profileunavailable1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileunavailable1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profileunavailable1(inputs)
	return en_accounts_profileunavailable1(inputs)
});
export { accounts_profileunavailable1 as "accounts.profileUnavailable" }