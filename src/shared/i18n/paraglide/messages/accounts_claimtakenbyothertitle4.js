import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtakenbyothertitle4Inputs */

const en_accounts_claimtakenbyothertitle4 = /** @type {(inputs: Accounts_Claimtakenbyothertitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

const fil_accounts_claimtakenbyothertitle4 = /** @type {(inputs: Accounts_Claimtakenbyothertitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-claim`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimtakenbyothertitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtakenbyothertitle4 = /** @type {((inputs?: Accounts_Claimtakenbyothertitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtakenbyothertitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtakenbyothertitle4(inputs)
	return en_accounts_claimtakenbyothertitle4(inputs)
});
export { accounts_claimtakenbyothertitle4 as "accounts.claimTakenByOtherTitle" }