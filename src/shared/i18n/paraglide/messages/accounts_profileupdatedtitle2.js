import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdatedtitle2Inputs */

const en_accounts_profileupdatedtitle2 = /** @type {(inputs: Accounts_Profileupdatedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

/**
* | output |
* | --- |
* | "Success" |
*
* @param {Accounts_Profileupdatedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdatedtitle2 = /** @type {((inputs?: Accounts_Profileupdatedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdatedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_profileupdatedtitle2(inputs)
});
export { accounts_profileupdatedtitle2 as "accounts.profileUpdatedTitle" }