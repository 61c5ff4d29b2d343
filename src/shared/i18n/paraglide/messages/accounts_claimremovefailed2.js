import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Claimremovefailed2Inputs */

const en_accounts_claimremovefailed2 = /** @type {(inputs: Accounts_Claimremovefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred while removing the tracking number`)
};

const fil_accounts_claimremovefailed2 = /** @type {(inputs: Accounts_Claimremovefailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa pagtanggal ng tracking number`)
};

/**
* | output |
* | --- |
* | "An error occurred while removing the tracking number" |
*
* @param {Accounts_Claimremovefailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimremovefailed2 = /** @type {((inputs?: Accounts_Claimremovefailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimremovefailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimremovefailed2(inputs)
	return en_accounts_claimremovefailed2(inputs)
});
export { accounts_claimremovefailed2 as "accounts.claimRemoveFailed" }