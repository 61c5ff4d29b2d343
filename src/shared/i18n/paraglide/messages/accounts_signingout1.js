import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signingout1Inputs */

const en_accounts_signingout1 = /** @type {(inputs: Accounts_Signingout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clearing data and signing you out...`)
};

const fil_accounts_signingout1 = /** @type {(inputs: Accounts_Signingout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binubura ang data at sina-sign out ka...`)
};

/**
* | output |
* | --- |
* | "Clearing data and signing you out..." |
*
* @param {Accounts_Signingout1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signingout1 = /** @type {((inputs?: Accounts_Signingout1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signingout1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signingout1(inputs)
	return en_accounts_signingout1(inputs)
});
export { accounts_signingout1 as "accounts.signingOut" }