import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_DecisionInputs */

const en_submissions_decision = /** @type {(inputs: Submissions_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

const fil_submissions_decision = /** @type {(inputs: Submissions_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desisyon`)
};

/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Submissions_DecisionInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_decision = /** @type {((inputs?: Submissions_DecisionInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_DecisionInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_decision(inputs)
	return en_submissions_decision(inputs)
});
export { submissions_decision as "submissions.decision" }