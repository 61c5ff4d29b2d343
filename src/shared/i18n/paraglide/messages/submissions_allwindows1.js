import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allwindows1Inputs */

const en_submissions_allwindows1 = /** @type {(inputs: Submissions_Allwindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All windows`)
};

const fil_submissions_allwindows1 = /** @type {(inputs: Submissions_Allwindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng slot`)
};

/**
* | output |
* | --- |
* | "All windows" |
*
* @param {Submissions_Allwindows1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_allwindows1 = /** @type {((inputs?: Submissions_Allwindows1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allwindows1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_allwindows1(inputs)
	return en_submissions_allwindows1(inputs)
});
export { submissions_allwindows1 as "submissions.allWindows" }