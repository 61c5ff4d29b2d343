import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pleasetryagain2Inputs */

const en_submissions_pleasetryagain2 = /** @type {(inputs: Submissions_Pleasetryagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again.`)
};

const fil_submissions_pleasetryagain2 = /** @type {(inputs: Submissions_Pleasetryagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Submissions_Pleasetryagain2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_pleasetryagain2 = /** @type {((inputs?: Submissions_Pleasetryagain2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pleasetryagain2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_pleasetryagain2(inputs)
	return en_submissions_pleasetryagain2(inputs)
});
export { submissions_pleasetryagain2 as "submissions.pleaseTryAgain" }