import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Downloadmydata2Inputs */

const en_accounts_downloadmydata2 = /** @type {(inputs: Accounts_Downloadmydata2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const fil_accounts_downloadmydata2 = /** @type {(inputs: Accounts_Downloadmydata2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-download ang data ko`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Accounts_Downloadmydata2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_downloadmydata2 = /** @type {((inputs?: Accounts_Downloadmydata2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Downloadmydata2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_downloadmydata2(inputs)
	return en_accounts_downloadmydata2(inputs)
});
export { accounts_downloadmydata2 as "accounts.downloadMyData" }