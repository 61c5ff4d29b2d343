import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimfailedtitle2Inputs */

const en_accounts_claimfailedtitle2 = /** @type {(inputs: Accounts_Claimfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimfailedtitle2 = /** @type {(inputs: Accounts_Claimfailedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimfailedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimfailedtitle2 = /** @type {((inputs?: Accounts_Claimfailedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimfailedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimfailedtitle2(inputs)
	return en_accounts_claimfailedtitle2(inputs)
});
export { accounts_claimfailedtitle2 as "accounts.claimFailedTitle" }