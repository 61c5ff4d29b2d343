import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdated1Inputs */

const en_accounts_profileupdated1 = /** @type {(inputs: Accounts_Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been updated successfully`)
};

/**
* | output |
* | --- |
* | "Your profile has been updated successfully" |
*
* @param {Accounts_Profileupdated1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdated1 = /** @type {((inputs?: Accounts_Profileupdated1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdated1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profileupdated1(inputs)
});
export { accounts_profileupdated1 as "accounts.profileUpdated" }