import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_MondayInputs */

const en_submissions_monday = /** @type {(inputs: Submissions_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday`)
};

/**
* | output |
* | --- |
* | "Monday" |
*
* @param {Submissions_MondayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_monday = /** @type {((inputs?: Submissions_MondayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_MondayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_monday(inputs)
});
export { submissions_monday as "submissions.monday" }