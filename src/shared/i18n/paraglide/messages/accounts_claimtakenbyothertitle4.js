import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtakenbyothertitle4Inputs */

const en_accounts_claimtakenbyothertitle4 = /** @type {(inputs: Accounts_Claimtakenbyothertitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Failed`)
};

/**
* | output |
* | --- |
* | "Claim Failed" |
*
* @param {Accounts_Claimtakenbyothertitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimtakenbyothertitle4 = /** @type {((inputs?: Accounts_Claimtakenbyothertitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtakenbyothertitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimtakenbyothertitle4(inputs)
});
export { accounts_claimtakenbyothertitle4 as "accounts.claimTakenByOtherTitle" }