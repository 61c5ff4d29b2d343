import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_ClaimingInputs */

const en_accounts_claiming = /** @type {(inputs: Accounts_ClaimingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claiming…`)
};

/**
* | output |
* | --- |
* | "Claiming…" |
*
* @param {Accounts_ClaimingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const accounts_claiming = /** @type {((inputs?: Accounts_ClaimingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_ClaimingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_accounts_claiming(inputs)
});
export { accounts_claiming as "accounts.claiming" }