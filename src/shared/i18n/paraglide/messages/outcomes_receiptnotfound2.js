import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Receiptnotfound2Inputs */

const en_outcomes_receiptnotfound2 = /** @type {(inputs: Outcomes_Receiptnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This impact receipt was not found. Check the link and try again.`)
};

const fil_outcomes_receiptnotfound2 = /** @type {(inputs: Outcomes_Receiptnotfound2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nahanap ang impact receipt na ito. Pakitingnan ang link at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "This impact receipt was not found. Check the link and try again." |
*
* @param {Outcomes_Receiptnotfound2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_receiptnotfound2 = /** @type {((inputs?: Outcomes_Receiptnotfound2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Receiptnotfound2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_receiptnotfound2(inputs)
	return en_outcomes_receiptnotfound2(inputs)
});
export { outcomes_receiptnotfound2 as "outcomes.receiptNotFound" }