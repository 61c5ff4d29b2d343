import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Submissions_Viewdetailsof2Inputs */

const en_submissions_viewdetailsof2 = /** @type {(inputs: Submissions_Viewdetailsof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View Details of ${i?.trackingNumber}`)
};

const fil_submissions_viewdetailsof2 = /** @type {(inputs: Submissions_Viewdetailsof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tingnan ang Detalye ng ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "View Details of {trackingNumber}" |
*
* @param {Submissions_Viewdetailsof2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_viewdetailsof2 = /** @type {((inputs: Submissions_Viewdetailsof2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewdetailsof2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_viewdetailsof2(inputs)
	return en_submissions_viewdetailsof2(inputs)
});
export { submissions_viewdetailsof2 as "submissions.viewDetailsOf" }