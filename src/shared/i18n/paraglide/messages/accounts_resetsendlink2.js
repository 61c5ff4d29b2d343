import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resetsendlink2Inputs */

const en_accounts_resetsendlink2 = /** @type {(inputs: Accounts_Resetsendlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

const fil_accounts_resetsendlink2 = /** @type {(inputs: Accounts_Resetsendlink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-send ang reset link`)
};

/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Accounts_Resetsendlink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resetsendlink2 = /** @type {((inputs?: Accounts_Resetsendlink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resetsendlink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resetsendlink2(inputs)
	return en_accounts_resetsendlink2(inputs)
});
export { accounts_resetsendlink2 as "accounts.resetSendLink" }