import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdatefailed2Inputs */

const en_accounts_profileupdatefailed2 = /** @type {(inputs: Accounts_Profileupdatefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update your profile. Please try again.`)
};

/**
* | output |
* | --- |
* | "Failed to update your profile. Please try again." |
*
* @param {Accounts_Profileupdatefailed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdatefailed2 = /** @type {((inputs?: Accounts_Profileupdatefailed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdatefailed2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profileupdatefailed2(inputs)
});
export { accounts_profileupdatefailed2 as "accounts.profileUpdateFailed" }