import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimtakenbyother3Inputs */

const en_accounts_claimtakenbyother3 = /** @type {(inputs: Accounts_Claimtakenbyother3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This tracking number has already been claimed by another user`)
};

const fil_accounts_claimtakenbyother3 = /** @type {(inputs: Accounts_Claimtakenbyother3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-claim na ng ibang user ang tracking number na ito`)
};

/**
* | output |
* | --- |
* | "This tracking number has already been claimed by another user" |
*
* @param {Accounts_Claimtakenbyother3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtakenbyother3 = /** @type {((inputs?: Accounts_Claimtakenbyother3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtakenbyother3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtakenbyother3(inputs)
	return en_accounts_claimtakenbyother3(inputs)
});
export { accounts_claimtakenbyother3 as "accounts.claimTakenByOther" }