import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumbersloadfailedtitle4Inputs */

const en_accounts_trackingnumbersloadfailedtitle4 = /** @type {(inputs: Accounts_Trackingnumbersloadfailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumbersloadfailedtitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumbersloadfailedtitle4 = /** @type {((inputs?: Accounts_Trackingnumbersloadfailedtitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumbersloadfailedtitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_trackingnumbersloadfailedtitle4(inputs)
});
export { accounts_trackingnumbersloadfailedtitle4 as "accounts.trackingNumbersLoadFailedTitle" }