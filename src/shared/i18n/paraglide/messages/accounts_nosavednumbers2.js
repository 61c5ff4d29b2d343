import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Nosavednumbers2Inputs */

const en_accounts_nosavednumbers2 = /** @type {(inputs: Accounts_Nosavednumbers2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tracking numbers yet. Add one above, or claim a request you made.`)
};

/**
* | output |
* | --- |
* | "No tracking numbers yet. Add one above, or claim a request you made." |
*
* @param {Accounts_Nosavednumbers2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_nosavednumbers2 = /** @type {((inputs?: Accounts_Nosavednumbers2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Nosavednumbers2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_nosavednumbers2(inputs)
});
export { accounts_nosavednumbers2 as "accounts.noSavedNumbers" }