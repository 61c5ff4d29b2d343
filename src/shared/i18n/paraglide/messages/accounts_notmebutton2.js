import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Notmebutton2Inputs */

const en_accounts_notmebutton2 = /** @type {(inputs: Accounts_Notmebutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This was not me`)
};

const fil_accounts_notmebutton2 = /** @type {(inputs: Accounts_Notmebutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ako ito`)
};

/**
* | output |
* | --- |
* | "This was not me" |
*
* @param {Accounts_Notmebutton2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_notmebutton2 = /** @type {((inputs?: Accounts_Notmebutton2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Notmebutton2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_notmebutton2(inputs)
	return en_accounts_notmebutton2(inputs)
});
export { accounts_notmebutton2 as "accounts.notMeButton" }