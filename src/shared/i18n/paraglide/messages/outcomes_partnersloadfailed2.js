import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnersloadfailed2Inputs */

const en_outcomes_partnersloadfailed2 = /** @type {(inputs: Outcomes_Partnersloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the partners. Please try again.`)
};

const fil_outcomes_partnersloadfailed2 = /** @type {(inputs: Outcomes_Partnersloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi ma-load ang mga partner. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Could not load the partners. Please try again." |
*
* @param {Outcomes_Partnersloadfailed2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnersloadfailed2 = /** @type {((inputs?: Outcomes_Partnersloadfailed2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnersloadfailed2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnersloadfailed2(inputs)
	return en_outcomes_partnersloadfailed2(inputs)
});
export { outcomes_partnersloadfailed2 as "outcomes.partnersLoadFailed" }