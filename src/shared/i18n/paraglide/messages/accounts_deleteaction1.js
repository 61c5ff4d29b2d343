import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaction1Inputs */

const en_accounts_deleteaction1 = /** @type {(inputs: Accounts_Deleteaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

const fil_accounts_deleteaction1 = /** @type {(inputs: Accounts_Deleteaction1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burahin`)
};

/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Accounts_Deleteaction1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaction1 = /** @type {((inputs?: Accounts_Deleteaction1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaction1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaction1(inputs)
	return en_accounts_deleteaction1(inputs)
});
export { accounts_deleteaction1 as "accounts.deleteAction" }