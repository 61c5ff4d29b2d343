import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Norequestsyetseed3Inputs */

const en_submissions_norequestsyetseed3 = /** @type {(inputs: Submissions_Norequestsyetseed3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for demo data.`)
};

/**
* | output |
* | --- |
* | "for demo data." |
*
* @param {Submissions_Norequestsyetseed3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_norequestsyetseed3 = /** @type {((inputs?: Submissions_Norequestsyetseed3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Norequestsyetseed3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_norequestsyetseed3(inputs)
});
export { submissions_norequestsyetseed3 as "submissions.noRequestsYetSeed" }