import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Authrequiredtosubmit3Inputs */

const en_accounts_authrequiredtosubmit3 = /** @type {(inputs: Accounts_Authrequiredtosubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be logged in to submit items`)
};

const fil_accounts_authrequiredtosubmit3 = /** @type {(inputs: Accounts_Authrequiredtosubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan mong naka-login para mag-submit ng mga gamit`)
};

/**
* | output |
* | --- |
* | "You must be logged in to submit items" |
*
* @param {Accounts_Authrequiredtosubmit3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_authrequiredtosubmit3 = /** @type {((inputs?: Accounts_Authrequiredtosubmit3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Authrequiredtosubmit3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_authrequiredtosubmit3(inputs)
	return en_accounts_authrequiredtosubmit3(inputs)
});
export { accounts_authrequiredtosubmit3 as "accounts.authRequiredToSubmit" }