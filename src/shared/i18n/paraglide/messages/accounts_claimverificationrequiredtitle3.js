import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimverificationrequiredtitle3Inputs */

const en_accounts_claimverificationrequiredtitle3 = /** @type {(inputs: Accounts_Claimverificationrequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Required`)
};

const fil_accounts_claimverificationrequiredtitle3 = /** @type {(inputs: Accounts_Claimverificationrequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangan ng verification`)
};

/**
* | output |
* | --- |
* | "Verification Required" |
*
* @param {Accounts_Claimverificationrequiredtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimverificationrequiredtitle3 = /** @type {((inputs?: Accounts_Claimverificationrequiredtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimverificationrequiredtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimverificationrequiredtitle3(inputs)
	return en_accounts_claimverificationrequiredtitle3(inputs)
});
export { accounts_claimverificationrequiredtitle3 as "accounts.claimVerificationRequiredTitle" }