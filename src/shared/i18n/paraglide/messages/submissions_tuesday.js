import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_TuesdayInputs */

const en_submissions_tuesday = /** @type {(inputs: Submissions_TuesdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuesday`)
};

/**
* | output |
* | --- |
* | "Tuesday" |
*
* @param {Submissions_TuesdayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_tuesday = /** @type {((inputs?: Submissions_TuesdayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_TuesdayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_tuesday(inputs)
});
export { submissions_tuesday as "submissions.tuesday" }