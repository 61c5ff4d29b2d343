import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SubmitInputs */

const en_submissions_submit = /** @type {(inputs: Submissions_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

const fil_submissions_submit = /** @type {(inputs: Submissions_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit`)
};

/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Submissions_SubmitInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submit = /** @type {((inputs?: Submissions_SubmitInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SubmitInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submit(inputs)
	return en_submissions_submit(inputs)
});
export { submissions_submit as "submissions.submit" }