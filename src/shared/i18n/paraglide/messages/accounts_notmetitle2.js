import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmetitle2Inputs */

const en_accounts_notmetitle2 = /** @type {(inputs: Accounts_Notmetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was this you?`)
};

const fil_accounts_notmetitle2 = /** @type {(inputs: Accounts_Notmetitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ikaw ba ito?`)
};

/**
* | output |
* | --- |
* | "Was this you?" |
*
* @param {Accounts_Notmetitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmetitle2 = /** @type {((inputs?: Accounts_Notmetitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmetitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmetitle2(inputs)
	return en_accounts_notmetitle2(inputs)
});
export { accounts_notmetitle2 as "accounts.notMeTitle" }