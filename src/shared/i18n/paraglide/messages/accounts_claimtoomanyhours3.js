import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Accounts_Claimtoomanyhours3Inputs */

const en_accounts_claimtoomanyhours3 = /** @type {(inputs: Accounts_Claimtoomanyhours3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many claim attempts for this tracking number. Please try again in ${i?.hours} hours.`)
};

const fil_accounts_claimtoomanyhours3 = /** @type {(inputs: Accounts_Claimtoomanyhours3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong maraming subok mag-claim sa tracking number na ito. Subukan ulit pagkalipas ng ${i?.hours} oras.`)
};

/**
* | output |
* | --- |
* | "Too many claim attempts for this tracking number. Please try again in {hours} hours." |
*
* @param {Accounts_Claimtoomanyhours3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimtoomanyhours3 = /** @type {((inputs: Accounts_Claimtoomanyhours3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimtoomanyhours3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimtoomanyhours3(inputs)
	return en_accounts_claimtoomanyhours3(inputs)
});
export { accounts_claimtoomanyhours3 as "accounts.claimTooManyHours" }