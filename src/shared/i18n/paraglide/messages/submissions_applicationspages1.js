import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Applicationspages1Inputs */

const en_submissions_applicationspages1 = /** @type {(inputs: Submissions_Applicationspages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications pages`)
};

/**
* | output |
* | --- |
* | "Applications pages" |
*
* @param {Submissions_Applicationspages1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_applicationspages1 = /** @type {((inputs?: Submissions_Applicationspages1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Applicationspages1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_applicationspages1(inputs)
});
export { submissions_applicationspages1 as "submissions.applicationsPages" }