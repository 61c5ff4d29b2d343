import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Submissions_Viewdetailsof2Inputs */

const en_submissions_viewdetailsof2 = /** @type {(inputs: Submissions_Viewdetailsof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View Details of ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "View Details of {trackingNumber}" |
*
* @param {Submissions_Viewdetailsof2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_viewdetailsof2 = /** @type {((inputs: Submissions_Viewdetailsof2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewdetailsof2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_viewdetailsof2(inputs)
});
export { submissions_viewdetailsof2 as "submissions.viewDetailsOf" }