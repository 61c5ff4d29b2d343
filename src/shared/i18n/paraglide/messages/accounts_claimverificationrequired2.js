import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimverificationrequired2Inputs */

const en_accounts_claimverificationrequired2 = /** @type {(inputs: Accounts_Claimverificationrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please provide either the email or phone number used during submission`)
};

/**
* | output |
* | --- |
* | "Please provide either the email or phone number used during submission" |
*
* @param {Accounts_Claimverificationrequired2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claimverificationrequired2 = /** @type {((inputs?: Accounts_Claimverificationrequired2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimverificationrequired2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claimverificationrequired2(inputs)
});
export { accounts_claimverificationrequired2 as "accounts.claimVerificationRequired" }