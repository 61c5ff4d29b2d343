import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Signoutfailed2Inputs */

const en_accounts_signoutfailed2 = /** @type {(inputs: Accounts_Signoutfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to sign out. Please try again.`)
};

const fil_accounts_signoutfailed2 = /** @type {(inputs: Accounts_Signoutfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi maka-sign out. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Failed to sign out. Please try again." |
*
* @param {Accounts_Signoutfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_signoutfailed2 = /** @type {((inputs?: Accounts_Signoutfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Signoutfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_signoutfailed2(inputs)
	return en_accounts_signoutfailed2(inputs)
});
export { accounts_signoutfailed2 as "accounts.signOutFailed" }