import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_SavingInputs */

const en_accounts_saving = /** @type {(inputs: Accounts_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving…`)
};

const fil_accounts_saving = /** @type {(inputs: Accounts_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sine-save…`)
};

/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Accounts_SavingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_saving = /** @type {((inputs?: Accounts_SavingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_SavingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_saving(inputs)
	return en_accounts_saving(inputs)
});
export { accounts_saving as "accounts.saving" }