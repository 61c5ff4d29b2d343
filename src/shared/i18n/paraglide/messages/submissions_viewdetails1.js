import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewdetails1Inputs */

const en_submissions_viewdetails1 = /** @type {(inputs: Submissions_Viewdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Details`)
};

const fil_submissions_viewdetails1 = /** @type {(inputs: Submissions_Viewdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang Detalye`)
};

/**
* | output |
* | --- |
* | "View Details" |
*
* @param {Submissions_Viewdetails1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_viewdetails1 = /** @type {((inputs?: Submissions_Viewdetails1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewdetails1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_viewdetails1(inputs)
	return en_submissions_viewdetails1(inputs)
});
export { submissions_viewdetails1 as "submissions.viewDetails" }