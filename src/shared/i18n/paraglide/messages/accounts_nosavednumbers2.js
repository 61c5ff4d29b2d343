import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Nosavednumbers2Inputs */

const en_accounts_nosavednumbers2 = /** @type {(inputs: Accounts_Nosavednumbers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking numbers yet. Add one above, or claim a request you made.`)
};

const fil_accounts_nosavednumbers2 = /** @type {(inputs: Accounts_Nosavednumbers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang tracking number. Magdagdag ng isa sa itaas, o i-claim ang request na ginawa mo.`)
};

/**
* | output |
* | --- |
* | "No tracking numbers yet. Add one above, or claim a request you made." |
*
* @param {Accounts_Nosavednumbers2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_nosavednumbers2 = /** @type {((inputs?: Accounts_Nosavednumbers2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Nosavednumbers2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_nosavednumbers2(inputs)
	return en_accounts_nosavednumbers2(inputs)
});
export { accounts_nosavednumbers2 as "accounts.noSavedNumbers" }