import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Receiptemaillink2Inputs */

const en_outcomes_receiptemaillink2 = /** @type {(inputs: Outcomes_Receiptemaillink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See and share your impact receipt`)
};

const fil_outcomes_receiptemaillink2 = /** @type {(inputs: Outcomes_Receiptemaillink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan at i-share ang iyong impact receipt`)
};

/**
* | output |
* | --- |
* | "See and share your impact receipt" |
*
* @param {Outcomes_Receiptemaillink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptemaillink2 = /** @type {((inputs?: Outcomes_Receiptemaillink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptemaillink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptemaillink2(inputs)
	return en_outcomes_receiptemaillink2(inputs)
});
export { outcomes_receiptemaillink2 as "outcomes.receiptEmailLink" }