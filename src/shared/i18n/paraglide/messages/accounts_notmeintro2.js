import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmeintro2Inputs */

const en_accounts_notmeintro2 = /** @type {(inputs: Accounts_Notmeintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Ligpit account added your request to its list. If that was not you, undo it here: the account loses access at once and our team is told.`)
};

const fil_accounts_notmeintro2 = /** @type {(inputs: Accounts_Notmeintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May Ligpit account na nagdagdag ng request mo sa listahan nito. Kung hindi ikaw iyon, i-undo ito rito: mawawalan agad ng access ang account at sasabihan ang team namin.`)
};

/**
* | output |
* | --- |
* | "A Ligpit account added your request to its list. If that was not you, undo it here: the account loses access at once and our team is told." |
*
* @param {Accounts_Notmeintro2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmeintro2 = /** @type {((inputs?: Accounts_Notmeintro2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmeintro2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmeintro2(inputs)
	return en_accounts_notmeintro2(inputs)
});
export { accounts_notmeintro2 as "accounts.notMeIntro" }