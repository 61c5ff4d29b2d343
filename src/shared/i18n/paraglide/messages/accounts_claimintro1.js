import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimintro1Inputs */

const en_accounts_claimintro1 = /** @type {(inputs: Accounts_Claimintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made a request without an account? Claim it to follow it here.`)
};

/**
* | output |
* | --- |
* | "Made a request without an account? Claim it to follow it here." |
*
* @param {Accounts_Claimintro1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimintro1 = /** @type {((inputs?: Accounts_Claimintro1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimintro1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimintro1(inputs)
});
export { accounts_claimintro1 as "accounts.claimIntro" }