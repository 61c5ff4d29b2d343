import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Mydataintro2Inputs */

const en_accounts_mydataintro2 = /** @type {(inputs: Accounts_Mydataintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download everything Ligpit keeps about you, or delete your account.`)
};

const fil_accounts_mydataintro2 = /** @type {(inputs: Accounts_Mydataintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-download ang lahat ng itinatago ng Ligpit tungkol sa iyo, o i-delete ang account mo.`)
};

/**
* | output |
* | --- |
* | "Download everything Ligpit keeps about you, or delete your account." |
*
* @param {Accounts_Mydataintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_mydataintro2 = /** @type {((inputs?: Accounts_Mydataintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Mydataintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_mydataintro2(inputs)
	return en_accounts_mydataintro2(inputs)
});
export { accounts_mydataintro2 as "accounts.myDataIntro" }