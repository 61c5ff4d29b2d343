import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Previoustransactions1Inputs */

const en_accounts_previoustransactions1 = /** @type {(inputs: Accounts_Previoustransactions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous transactions`)
};

const fil_accounts_previoustransactions1 = /** @type {(inputs: Accounts_Previoustransactions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga nakaraang transaksyon`)
};

/**
* | output |
* | --- |
* | "Previous transactions" |
*
* @param {Accounts_Previoustransactions1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_previoustransactions1 = /** @type {((inputs?: Accounts_Previoustransactions1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Previoustransactions1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_previoustransactions1(inputs)
	return en_accounts_previoustransactions1(inputs)
});
export { accounts_previoustransactions1 as "accounts.previousTransactions" }