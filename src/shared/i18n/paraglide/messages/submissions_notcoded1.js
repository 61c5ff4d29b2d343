import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notcoded1Inputs */

const en_submissions_notcoded1 = /** @type {(inputs: Submissions_Notcoded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`never coded`)
};

const fil_submissions_notcoded1 = /** @type {(inputs: Submissions_Notcoded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`walang coding`)
};

/**
* | output |
* | --- |
* | "never coded" |
*
* @param {Submissions_Notcoded1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notcoded1 = /** @type {((inputs?: Submissions_Notcoded1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notcoded1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notcoded1(inputs)
	return en_submissions_notcoded1(inputs)
});
export { submissions_notcoded1 as "submissions.notCoded" }