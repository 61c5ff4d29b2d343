import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_WednesdayInputs */

const en_submissions_wednesday = /** @type {(inputs: Submissions_WednesdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wednesday`)
};

/**
* | output |
* | --- |
* | "Wednesday" |
*
* @param {Submissions_WednesdayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_wednesday = /** @type {((inputs?: Submissions_WednesdayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_WednesdayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_wednesday(inputs)
});
export { submissions_wednesday as "submissions.wednesday" }