import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allstatuses1Inputs */

const en_submissions_allstatuses1 = /** @type {(inputs: Submissions_Allstatuses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Submissions_Allstatuses1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_allstatuses1 = /** @type {((inputs?: Submissions_Allstatuses1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allstatuses1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_allstatuses1(inputs)
});
export { submissions_allstatuses1 as "submissions.allStatuses" }