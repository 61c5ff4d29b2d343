import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Staffaccounttitle2Inputs */

const en_accounts_staffaccounttitle2 = /** @type {(inputs: Accounts_Staffaccounttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff account`)
};

const fil_accounts_staffaccounttitle2 = /** @type {(inputs: Accounts_Staffaccounttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff account`)
};

/**
* | output |
* | --- |
* | "Staff account" |
*
* @param {Accounts_Staffaccounttitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_staffaccounttitle2 = /** @type {((inputs?: Accounts_Staffaccounttitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Staffaccounttitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_staffaccounttitle2(inputs)
	return en_accounts_staffaccounttitle2(inputs)
});
export { accounts_staffaccounttitle2 as "accounts.staffAccountTitle" }