import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmeinvalid2Inputs */

const en_accounts_notmeinvalid2 = /** @type {(inputs: Accounts_Notmeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link was used already or is too old. If something is wrong with your request, reply to our e-mail.`)
};

const fil_accounts_notmeinvalid2 = /** @type {(inputs: Accounts_Notmeinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagamit na o luma na ang link na ito. Kung may mali sa request mo, sumagot sa e-mail namin.`)
};

/**
* | output |
* | --- |
* | "This link was used already or is too old. If something is wrong with your request, reply to our e-mail." |
*
* @param {Accounts_Notmeinvalid2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmeinvalid2 = /** @type {((inputs?: Accounts_Notmeinvalid2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmeinvalid2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmeinvalid2(inputs)
	return en_accounts_notmeinvalid2(inputs)
});
export { accounts_notmeinvalid2 as "accounts.notMeInvalid" }