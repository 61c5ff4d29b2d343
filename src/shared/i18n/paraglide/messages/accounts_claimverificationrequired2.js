import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimverificationrequired2Inputs */

const en_accounts_claimverificationrequired2 = /** @type {(inputs: Accounts_Claimverificationrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please provide either the email or phone number used during submission`)
};

const fil_accounts_claimverificationrequired2 = /** @type {(inputs: Accounts_Claimverificationrequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang e-mail o phone number na ginamit sa submission`)
};

/**
* | output |
* | --- |
* | "Please provide either the email or phone number used during submission" |
*
* @param {Accounts_Claimverificationrequired2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimverificationrequired2 = /** @type {((inputs?: Accounts_Claimverificationrequired2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimverificationrequired2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimverificationrequired2(inputs)
	return en_accounts_claimverificationrequired2(inputs)
});
export { accounts_claimverificationrequired2 as "accounts.claimVerificationRequired" }