import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileunavailable1Inputs */

const en_accounts_profileunavailable1 = /** @type {(inputs: Accounts_Profileunavailable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not retrieve your profile information`)
};

/**
* | output |
* | --- |
* | "Could not retrieve your profile information" |
*
* @param {Accounts_Profileunavailable1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profileunavailable1 = /** @type {((inputs?: Accounts_Profileunavailable1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileunavailable1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profileunavailable1(inputs)
});
export { accounts_profileunavailable1 as "accounts.profileUnavailable" }