import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileunavailabletitle2Inputs */

const en_accounts_profileunavailabletitle2 = /** @type {(inputs: Accounts_Profileunavailabletitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Profileunavailabletitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profileunavailabletitle2 = /** @type {((inputs?: Accounts_Profileunavailabletitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileunavailabletitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profileunavailabletitle2(inputs)
});
export { accounts_profileunavailabletitle2 as "accounts.profileUnavailableTitle" }