import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Deleteaccountwarning2Inputs */

const en_accounts_deleteaccountwarning2 = /** @type {(inputs: Accounts_Deleteaccountwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account, saved numbers and profile go for good. Open requests are cancelled, and the personal data of your requests is erased.`)
};

const fil_accounts_deleteaccountwarning2 = /** @type {(inputs: Accounts_Deleteaccountwarning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuluyang mawawala ang account, mga naka-save na number at profile mo. Ika-cancel ang mga bukas na request, at buburahin ang personal data ng mga request mo.`)
};

/**
* | output |
* | --- |
* | "Your account, saved numbers and profile go for good. Open requests are cancelled, and the personal data of your requests is erased." |
*
* @param {Accounts_Deleteaccountwarning2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_deleteaccountwarning2 = /** @type {((inputs?: Accounts_Deleteaccountwarning2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Deleteaccountwarning2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_deleteaccountwarning2(inputs)
	return en_accounts_deleteaccountwarning2(inputs)
});
export { accounts_deleteaccountwarning2 as "accounts.deleteAccountWarning" }