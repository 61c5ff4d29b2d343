import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtoomanyhourstitle4Inputs */

const en_accounts_claimtoomanyhourstitle4 = /** @type {(inputs: Accounts_Claimtoomanyhourstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimtoomanyhourstitle4 = /** @type {(inputs: Accounts_Claimtoomanyhourstitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimtoomanyhourstitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomanyhourstitle4 = /** @type {((inputs?: Accounts_Claimtoomanyhourstitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomanyhourstitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtoomanyhourstitle4(inputs)
	return en_accounts_claimtoomanyhourstitle4(inputs)
});
export { accounts_claimtoomanyhourstitle4 as "accounts.claimTooManyHoursTitle" }