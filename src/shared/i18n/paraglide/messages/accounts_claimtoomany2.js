import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtoomany2Inputs */

const en_accounts_claimtoomany2 = /** @type {(inputs: Accounts_Claimtoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many claim attempts. Please wait an hour and try again.`)
};

const fil_accounts_claimtoomany2 = /** @type {(inputs: Accounts_Claimtoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong maraming subok mag-claim. Maghintay ng isang oras at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many claim attempts. Please wait an hour and try again." |
*
* @param {Accounts_Claimtoomany2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomany2 = /** @type {((inputs?: Accounts_Claimtoomany2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomany2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtoomany2(inputs)
	return en_accounts_claimtoomany2(inputs)
});
export { accounts_claimtoomany2 as "accounts.claimTooMany" }