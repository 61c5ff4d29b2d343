import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Noitemstorecord3Inputs */

const en_outcomes_noitemstorecord3 = /** @type {(inputs: Outcomes_Noitemstorecord3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request has no item photos to record.`)
};

const fil_outcomes_noitemstorecord3 = /** @type {(inputs: Outcomes_Noitemstorecord3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang litrato ng gamit ang request na ito.`)
};

/**
* | output |
* | --- |
* | "This request has no item photos to record." |
*
* @param {Outcomes_Noitemstorecord3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_noitemstorecord3 = /** @type {((inputs?: Outcomes_Noitemstorecord3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Noitemstorecord3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_noitemstorecord3(inputs)
	return en_outcomes_noitemstorecord3(inputs)
});
export { outcomes_noitemstorecord3 as "outcomes.noItemsToRecord" }