import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Norequestsyet2Inputs */

const en_submissions_norequestsyet2 = /** @type {(inputs: Submissions_Norequestsyet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests yet.`)
};

/**
* | output |
* | --- |
* | "No requests yet." |
*
* @param {Submissions_Norequestsyet2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_norequestsyet2 = /** @type {((inputs?: Submissions_Norequestsyet2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Norequestsyet2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_norequestsyet2(inputs)
});
export { submissions_norequestsyet2 as "submissions.noRequestsYet" }