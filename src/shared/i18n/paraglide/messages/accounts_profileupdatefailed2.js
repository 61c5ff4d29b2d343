import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Profileupdatefailed2Inputs */

const en_accounts_profileupdatefailed2 = /** @type {(inputs: Accounts_Profileupdatefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update your profile. Please try again.`)
};

const fil_accounts_profileupdatefailed2 = /** @type {(inputs: Accounts_Profileupdatefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-update ang profile mo. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Failed to update your profile. Please try again." |
*
* @param {Accounts_Profileupdatefailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_profileupdatefailed2 = /** @type {((inputs?: Accounts_Profileupdatefailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Profileupdatefailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_profileupdatefailed2(inputs)
	return en_accounts_profileupdatefailed2(inputs)
});
export { accounts_profileupdatefailed2 as "accounts.profileUpdateFailed" }