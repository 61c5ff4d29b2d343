import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Previoustransactionshint2Inputs */

const en_accounts_previoustransactionshint2 = /** @type {(inputs: Accounts_Previoustransactionshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: tracking numbers of requests you made before.`)
};

const fil_accounts_previoustransactionshint2 = /** @type {(inputs: Accounts_Previoustransactionshint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: mga tracking number ng mga request na ginawa mo dati.`)
};

/**
* | output |
* | --- |
* | "Optional: tracking numbers of requests you made before." |
*
* @param {Accounts_Previoustransactionshint2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_previoustransactionshint2 = /** @type {((inputs?: Accounts_Previoustransactionshint2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Previoustransactionshint2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_previoustransactionshint2(inputs)
	return en_accounts_previoustransactionshint2(inputs)
});
export { accounts_previoustransactionshint2 as "accounts.previousTransactionsHint" }