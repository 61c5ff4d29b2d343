import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_CompletedInputs */

const en_submissions_completed = /** @type {(inputs: Submissions_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const fil_submissions_completed = /** @type {(inputs: Submissions_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Submissions_CompletedInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_completed = /** @type {((inputs?: Submissions_CompletedInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_CompletedInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_completed(inputs)
	return en_submissions_completed(inputs)
});
export { submissions_completed as "submissions.completed" }