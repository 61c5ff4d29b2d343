import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Submittingrequest1Inputs */

const en_submissions_submittingrequest1 = /** @type {(inputs: Submissions_Submittingrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitting Request`)
};

const fil_submissions_submittingrequest1 = /** @type {(inputs: Submissions_Submittingrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sina-submit ang Request`)
};

/**
* | output |
* | --- |
* | "Submitting Request" |
*
* @param {Submissions_Submittingrequest1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_submittingrequest1 = /** @type {((inputs?: Submissions_Submittingrequest1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Submittingrequest1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_submittingrequest1(inputs)
	return en_submissions_submittingrequest1(inputs)
});
export { submissions_submittingrequest1 as "submissions.submittingRequest" }