import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewdetails1Inputs */

const en_submissions_viewdetails1 = /** @type {(inputs: Submissions_Viewdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Submissions_Viewdetails1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_viewdetails1 = /** @type {((inputs?: Submissions_Viewdetails1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewdetails1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_viewdetails1(inputs)
});
export { submissions_viewdetails1 as "submissions.viewDetails" }