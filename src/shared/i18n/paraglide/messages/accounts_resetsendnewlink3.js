import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Resetsendnewlink3Inputs */

const en_accounts_resetsendnewlink3 = /** @type {(inputs: Accounts_Resetsendnewlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me a new link`)
};

const fil_accounts_resetsendnewlink3 = /** @type {(inputs: Accounts_Resetsendnewlink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Padalhan ako ng bagong link`)
};

/**
* | output |
* | --- |
* | "Send me a new link" |
*
* @param {Accounts_Resetsendnewlink3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_resetsendnewlink3 = /** @type {((inputs?: Accounts_Resetsendnewlink3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Resetsendnewlink3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_resetsendnewlink3(inputs)
	return en_accounts_resetsendnewlink3(inputs)
});
export { accounts_resetsendnewlink3 as "accounts.resetSendNewLink" }