import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nosubmissiontitle2Inputs */

const en_submissions_nosubmissiontitle2 = /** @type {(inputs: Submissions_Nosubmissiontitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No submission found`)
};

const fil_submissions_nosubmissiontitle2 = /** @type {(inputs: Submissions_Nosubmissiontitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang nahanap na submission`)
};

/**
* | output |
* | --- |
* | "No submission found" |
*
* @param {Submissions_Nosubmissiontitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nosubmissiontitle2 = /** @type {((inputs?: Submissions_Nosubmissiontitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nosubmissiontitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nosubmissiontitle2(inputs)
	return en_submissions_nosubmissiontitle2(inputs)
});
export { submissions_nosubmissiontitle2 as "submissions.noSubmissionTitle" }