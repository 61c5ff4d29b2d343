import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toomanytrackingnumbers3Inputs */

const en_accounts_toomanytrackingnumbers3 = /** @type {(inputs: Accounts_Toomanytrackingnumbers3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can add at most 20 tracking numbers at sign-up`)
};

const fil_accounts_toomanytrackingnumbers3 = /** @type {(inputs: Accounts_Toomanytrackingnumbers3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 20 tracking number lang ang puwedeng idagdag sa sign-up`)
};

/**
* | output |
* | --- |
* | "You can add at most 20 tracking numbers at sign-up" |
*
* @param {Accounts_Toomanytrackingnumbers3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_toomanytrackingnumbers3 = /** @type {((inputs?: Accounts_Toomanytrackingnumbers3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toomanytrackingnumbers3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_toomanytrackingnumbers3(inputs)
	return en_accounts_toomanytrackingnumbers3(inputs)
});
export { accounts_toomanytrackingnumbers3 as "accounts.tooManyTrackingNumbers" }