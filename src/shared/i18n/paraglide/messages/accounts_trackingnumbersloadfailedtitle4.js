import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Trackingnumbersloadfailedtitle4Inputs */

const en_accounts_trackingnumbersloadfailedtitle4 = /** @type {(inputs: Accounts_Trackingnumbersloadfailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const fil_accounts_trackingnumbersloadfailedtitle4 = /** @type {(inputs: Accounts_Trackingnumbersloadfailedtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Accounts_Trackingnumbersloadfailedtitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_trackingnumbersloadfailedtitle4 = /** @type {((inputs?: Accounts_Trackingnumbersloadfailedtitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Trackingnumbersloadfailedtitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_trackingnumbersloadfailedtitle4(inputs)
	return en_accounts_trackingnumbersloadfailedtitle4(inputs)
});
export { accounts_trackingnumbersloadfailedtitle4 as "accounts.trackingNumbersLoadFailedTitle" }