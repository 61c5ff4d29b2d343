import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdated1Inputs */

const en_accounts_profileupdated1 = /** @type {(inputs: Accounts_Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile has been updated successfully`)
};

const fil_accounts_profileupdated1 = /** @type {(inputs: Accounts_Profileupdated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-update na ang profile mo`)
};

/**
* | output |
* | --- |
* | "Your profile has been updated successfully" |
*
* @param {Accounts_Profileupdated1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdated1 = /** @type {((inputs?: Accounts_Profileupdated1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdated1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profileupdated1(inputs)
	return en_accounts_profileupdated1(inputs)
});
export { accounts_profileupdated1 as "accounts.profileUpdated" }