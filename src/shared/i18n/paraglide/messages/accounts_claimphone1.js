import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimphone1Inputs */

const en_accounts_claimphone1 = /** @type {(inputs: Accounts_Claimphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone used at submission`)
};

const fil_accounts_claimphone1 = /** @type {(inputs: Accounts_Claimphone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone na ginamit sa submission`)
};

/**
* | output |
* | --- |
* | "Phone used at submission" |
*
* @param {Accounts_Claimphone1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimphone1 = /** @type {((inputs?: Accounts_Claimphone1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimphone1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimphone1(inputs)
	return en_accounts_claimphone1(inputs)
});
export { accounts_claimphone1 as "accounts.claimPhone" }