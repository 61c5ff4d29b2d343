import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Toomanytrackingnumbers3Inputs */

const en_accounts_toomanytrackingnumbers3 = /** @type {(inputs: Accounts_Toomanytrackingnumbers3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can add at most 20 tracking numbers at sign-up`)
};

/**
* | output |
* | --- |
* | "You can add at most 20 tracking numbers at sign-up" |
*
* @param {Accounts_Toomanytrackingnumbers3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_toomanytrackingnumbers3 = /** @type {((inputs?: Accounts_Toomanytrackingnumbers3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Toomanytrackingnumbers3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_toomanytrackingnumbers3(inputs)
});
export { accounts_toomanytrackingnumbers3 as "accounts.tooManyTrackingNumbers" }