import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimcodelabel2Inputs */

const en_accounts_claimcodelabel2 = /** @type {(inputs: Accounts_Claimcodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from the message`)
};

const fil_accounts_claimcodelabel2 = /** @type {(inputs: Accounts_Claimcodelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code mula sa message`)
};

/**
* | output |
* | --- |
* | "Code from the message" |
*
* @param {Accounts_Claimcodelabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimcodelabel2 = /** @type {((inputs?: Accounts_Claimcodelabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimcodelabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimcodelabel2(inputs)
	return en_accounts_claimcodelabel2(inputs)
});
export { accounts_claimcodelabel2 as "accounts.claimCodeLabel" }