import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Loadfailed1Inputs */

const en_accounts_loadfailed1 = /** @type {(inputs: Accounts_Loadfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong while loading your account.`)
};

/**
* | output |
* | --- |
* | "Something went wrong while loading your account." |
*
* @param {Accounts_Loadfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_loadfailed1 = /** @type {((inputs?: Accounts_Loadfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Loadfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_loadfailed1(inputs)
});
export { accounts_loadfailed1 as "accounts.loadFailed" }