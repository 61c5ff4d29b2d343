import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Outcomes_Completedon1Inputs */

const en_outcomes_completedon1 = /** @type {(inputs: Outcomes_Completedon1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Completed ${i?.date}`)
};

const fil_outcomes_completedon1 = /** @type {(inputs: Outcomes_Completedon1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Natapos noong ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Completed {date}" |
*
* @param {Outcomes_Completedon1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_completedon1 = /** @type {((inputs: Outcomes_Completedon1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Completedon1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_completedon1(inputs)
	return en_outcomes_completedon1(inputs)
});
export { outcomes_completedon1 as "outcomes.completedOn" }