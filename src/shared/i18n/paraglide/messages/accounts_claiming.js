import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_ClaimingInputs */

const en_accounts_claiming = /** @type {(inputs: Accounts_ClaimingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claiming…`)
};

const fil_accounts_claiming = /** @type {(inputs: Accounts_ClaimingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kine-claim…`)
};

/**
* | output |
* | --- |
* | "Claiming…" |
*
* @param {Accounts_ClaimingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claiming = /** @type {((inputs?: Accounts_ClaimingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_ClaimingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claiming(inputs)
	return en_accounts_claiming(inputs)
});
export { accounts_claiming as "accounts.claiming" }