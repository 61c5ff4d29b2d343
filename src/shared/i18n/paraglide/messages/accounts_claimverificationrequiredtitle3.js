import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimverificationrequiredtitle3Inputs */

const en_accounts_claimverificationrequiredtitle3 = /** @type {(inputs: Accounts_Claimverificationrequiredtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification Required`)
};

/**
* | output |
* | --- |
* | "Verification Required" |
*
* @param {Accounts_Claimverificationrequiredtitle3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimverificationrequiredtitle3 = /** @type {((inputs?: Accounts_Claimverificationrequiredtitle3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimverificationrequiredtitle3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimverificationrequiredtitle3(inputs)
});
export { accounts_claimverificationrequiredtitle3 as "accounts.claimVerificationRequiredTitle" }