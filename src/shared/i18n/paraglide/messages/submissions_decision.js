import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_DecisionInputs */

const en_submissions_decision = /** @type {(inputs: Submissions_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Submissions_DecisionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_decision = /** @type {((inputs?: Submissions_DecisionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_DecisionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_decision(inputs)
});
export { submissions_decision as "submissions.decision" }