import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Reasonoptional1Inputs */

const en_submissions_reasonoptional1 = /** @type {(inputs: Submissions_Reasonoptional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (optional)`)
};

const fil_submissions_reasonoptional1 = /** @type {(inputs: Submissions_Reasonoptional1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dahilan (optional)`)
};

/**
* | output |
* | --- |
* | "Reason (optional)" |
*
* @param {Submissions_Reasonoptional1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_reasonoptional1 = /** @type {((inputs?: Submissions_Reasonoptional1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Reasonoptional1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_reasonoptional1(inputs)
	return en_submissions_reasonoptional1(inputs)
});
export { submissions_reasonoptional1 as "submissions.reasonOptional" }