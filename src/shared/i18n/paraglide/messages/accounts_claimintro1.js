import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimintro1Inputs */

const en_accounts_claimintro1 = /** @type {(inputs: Accounts_Claimintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made a request without an account? Claim it to follow it here.`)
};

const fil_accounts_claimintro1 = /** @type {(inputs: Accounts_Claimintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nag-request nang walang account? I-claim ito para masubaybayan mo rito.`)
};

/**
* | output |
* | --- |
* | "Made a request without an account? Claim it to follow it here." |
*
* @param {Accounts_Claimintro1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimintro1 = /** @type {((inputs?: Accounts_Claimintro1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimintro1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimintro1(inputs)
	return en_accounts_claimintro1(inputs)
});
export { accounts_claimintro1 as "accounts.claimIntro" }