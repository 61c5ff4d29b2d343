import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Applicationspages1Inputs */

const en_submissions_applicationspages1 = /** @type {(inputs: Submissions_Applicationspages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications pages`)
};

const fil_submissions_applicationspages1 = /** @type {(inputs: Submissions_Applicationspages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga page ng application`)
};

/**
* | output |
* | --- |
* | "Applications pages" |
*
* @param {Submissions_Applicationspages1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_applicationspages1 = /** @type {((inputs?: Submissions_Applicationspages1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Applicationspages1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_applicationspages1(inputs)
	return en_submissions_applicationspages1(inputs)
});
export { submissions_applicationspages1 as "submissions.applicationsPages" }