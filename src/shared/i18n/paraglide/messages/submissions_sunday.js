import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SundayInputs */

const en_submissions_sunday = /** @type {(inputs: Submissions_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunday`)
};

/**
* | output |
* | --- |
* | "Sunday" |
*
* @param {Submissions_SundayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_sunday = /** @type {((inputs?: Submissions_SundayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SundayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_sunday(inputs)
});
export { submissions_sunday as "submissions.sunday" }