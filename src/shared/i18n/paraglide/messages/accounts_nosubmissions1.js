import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Nosubmissions1Inputs */

const en_accounts_nosubmissions1 = /** @type {(inputs: Accounts_Nosubmissions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests yet. Claim one you made as a guest in the Claim Tracking tab.`)
};

const fil_accounts_nosubmissions1 = /** @type {(inputs: Accounts_Nosubmissions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang request. I-claim ang ginawa mo bilang guest sa tab na I-claim ang Tracking.`)
};

/**
* | output |
* | --- |
* | "No requests yet. Claim one you made as a guest in the Claim Tracking tab." |
*
* @param {Accounts_Nosubmissions1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_nosubmissions1 = /** @type {((inputs?: Accounts_Nosubmissions1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Nosubmissions1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_nosubmissions1(inputs)
	return en_accounts_nosubmissions1(inputs)
});
export { accounts_nosubmissions1 as "accounts.noSubmissions" }