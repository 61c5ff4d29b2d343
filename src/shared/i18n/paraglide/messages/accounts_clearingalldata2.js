import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Clearingalldata2Inputs */

const en_accounts_clearingalldata2 = /** @type {(inputs: Accounts_Clearingalldata2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clearing All Data`)
};

const fil_accounts_clearingalldata2 = /** @type {(inputs: Accounts_Clearingalldata2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binubura ang Lahat ng Data`)
};

/**
* | output |
* | --- |
* | "Clearing All Data" |
*
* @param {Accounts_Clearingalldata2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_clearingalldata2 = /** @type {((inputs?: Accounts_Clearingalldata2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Clearingalldata2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_clearingalldata2(inputs)
	return en_accounts_clearingalldata2(inputs)
});
export { accounts_clearingalldata2 as "accounts.clearingAllData" }