import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Accounts_Claimtoomany2Inputs */

const en_accounts_claimtoomany2 = /** @type {(inputs: Accounts_Claimtoomany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many claim attempts. Please wait ${i?.minutes} minutes and try again.`)
};

const fil_accounts_claimtoomany2 = /** @type {(inputs: Accounts_Claimtoomany2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong maraming subok mag-claim. Maghintay ng ${i?.minutes} minuto at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many claim attempts. Please wait {minutes} minutes and try again." |
*
* @param {Accounts_Claimtoomany2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomany2 = /** @type {((inputs: Accounts_Claimtoomany2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomany2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtoomany2(inputs)
	return en_accounts_claimtoomany2(inputs)
});
export { accounts_claimtoomany2 as "accounts.claimTooMany" }