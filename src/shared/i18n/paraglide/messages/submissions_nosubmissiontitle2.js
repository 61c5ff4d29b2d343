import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nosubmissiontitle2Inputs */

const en_submissions_nosubmissiontitle2 = /** @type {(inputs: Submissions_Nosubmissiontitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No submission found`)
};

/**
* | output |
* | --- |
* | "No submission found" |
*
* @param {Submissions_Nosubmissiontitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nosubmissiontitle2 = /** @type {((inputs?: Submissions_Nosubmissiontitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nosubmissiontitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nosubmissiontitle2(inputs)
});
export { submissions_nosubmissiontitle2 as "submissions.noSubmissionTitle" }