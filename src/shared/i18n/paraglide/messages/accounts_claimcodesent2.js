import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ destination: NonNullable<unknown> }} Accounts_Claimcodesent2Inputs */

const en_accounts_claimcodesent2 = /** @type {(inputs: Accounts_Claimcodesent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent a code to ${i?.destination}. Enter it to finish claiming this request.`)
};

const fil_accounts_claimcodesent2 = /** @type {(inputs: Accounts_Claimcodesent2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nagpadala kami ng code sa ${i?.destination}. Ilagay ito para matapos ang pag-claim sa request na ito.`)
};

/**
* | output |
* | --- |
* | "We sent a code to {destination}. Enter it to finish claiming this request." |
*
* @param {Accounts_Claimcodesent2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const accounts_claimcodesent2 = /** @type {((inputs: Accounts_Claimcodesent2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Claimcodesent2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_accounts_claimcodesent2(inputs)
	return en_accounts_claimcodesent2(inputs)
});
export { accounts_claimcodesent2 as "accounts.claimCodeSent" }