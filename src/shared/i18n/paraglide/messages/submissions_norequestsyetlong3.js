import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Norequestsyetlong3Inputs */

const en_submissions_norequestsyetlong3 = /** @type {(inputs: Submissions_Norequestsyetlong3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests yet. They appear here as soon as someone submits photos — share the link to the upload page, or run`)
};

/**
* | output |
* | --- |
* | "No requests yet. They appear here as soon as someone submits photos — share the link to the upload page, or run" |
*
* @param {Submissions_Norequestsyetlong3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_norequestsyetlong3 = /** @type {((inputs?: Submissions_Norequestsyetlong3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Norequestsyetlong3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_norequestsyetlong3(inputs)
});
export { submissions_norequestsyetlong3 as "submissions.noRequestsYetLong" }