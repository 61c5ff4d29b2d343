import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremovedtitle2Inputs */

const en_accounts_claimremovedtitle2 = /** @type {(inputs: Accounts_Claimremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success!`)
};

const fil_accounts_claimremovedtitle2 = /** @type {(inputs: Accounts_Claimremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tagumpay!`)
};

/**
* | output |
* | --- |
* | "Success!" |
*
* @param {Accounts_Claimremovedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimremovedtitle2 = /** @type {((inputs?: Accounts_Claimremovedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremovedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimremovedtitle2(inputs)
	return en_accounts_claimremovedtitle2(inputs)
});
export { accounts_claimremovedtitle2 as "accounts.claimRemovedTitle" }