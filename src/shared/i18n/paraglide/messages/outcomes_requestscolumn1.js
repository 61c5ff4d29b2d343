import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Requestscolumn1Inputs */

const en_outcomes_requestscolumn1 = /** @type {(inputs: Outcomes_Requestscolumn1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests`)
};

const fil_outcomes_requestscolumn1 = /** @type {(inputs: Outcomes_Requestscolumn1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request`)
};

/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Outcomes_Requestscolumn1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_requestscolumn1 = /** @type {((inputs?: Outcomes_Requestscolumn1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Requestscolumn1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_requestscolumn1(inputs)
	return en_outcomes_requestscolumn1(inputs)
});
export { outcomes_requestscolumn1 as "outcomes.requestsColumn" }