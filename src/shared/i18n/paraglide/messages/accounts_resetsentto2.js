import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Accounts_Resetsentto2Inputs */

const en_accounts_resetsentto2 = /** @type {(inputs: Accounts_Resetsentto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account uses ${i?.email}, we sent it a link to choose a new password. The link works for one hour.`)
};

const fil_accounts_resetsentto2 = /** @type {(inputs: Accounts_Resetsentto2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kung may account na gumagamit ng ${i?.email}, pinadalhan namin ito ng link para pumili ng bagong password. Gumagana ang link nang isang oras.`)
};

/**
* | output |
* | --- |
* | "If an account uses {email}, we sent it a link to choose a new password. The link works for one hour." |
*
* @param {Accounts_Resetsentto2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resetsentto2 = /** @type {((inputs: Accounts_Resetsentto2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resetsentto2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resetsentto2(inputs)
	return en_accounts_resetsentto2(inputs)
});
export { accounts_resetsentto2 as "accounts.resetSentTo" }