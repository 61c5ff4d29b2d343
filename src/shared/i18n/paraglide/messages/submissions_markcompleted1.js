import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Markcompleted1Inputs */

const en_submissions_markcompleted1 = /** @type {(inputs: Submissions_Markcompleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as Completed`)
};

/**
* | output |
* | --- |
* | "Mark as Completed" |
*
* @param {Submissions_Markcompleted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_markcompleted1 = /** @type {((inputs?: Submissions_Markcompleted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Markcompleted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_markcompleted1(inputs)
});
export { submissions_markcompleted1 as "submissions.markCompleted" }