import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtakenbyother3Inputs */

const en_accounts_claimtakenbyother3 = /** @type {(inputs: Accounts_Claimtakenbyother3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number has already been claimed by another user`)
};

/**
* | output |
* | --- |
* | "This tracking number has already been claimed by another user" |
*
* @param {Accounts_Claimtakenbyother3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimtakenbyother3 = /** @type {((inputs?: Accounts_Claimtakenbyother3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtakenbyother3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimtakenbyother3(inputs)
});
export { accounts_claimtakenbyother3 as "accounts.claimTakenByOther" }