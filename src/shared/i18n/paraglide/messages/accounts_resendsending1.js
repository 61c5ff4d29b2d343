import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resendsending1Inputs */

const en_accounts_resendsending1 = /** @type {(inputs: Accounts_Resendsending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending…`)
};

const fil_accounts_resendsending1 = /** @type {(inputs: Accounts_Resendsending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ipinapadala…`)
};

/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Accounts_Resendsending1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resendsending1 = /** @type {((inputs?: Accounts_Resendsending1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resendsending1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resendsending1(inputs)
	return en_accounts_resendsending1(inputs)
});
export { accounts_resendsending1 as "accounts.resendSending" }