import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Openrequests1Inputs */

const en_submissions_openrequests1 = /** @type {(inputs: Submissions_Openrequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open requests`)
};

/**
* | output |
* | --- |
* | "Open requests" |
*
* @param {Submissions_Openrequests1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_openrequests1 = /** @type {((inputs?: Submissions_Openrequests1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Openrequests1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_openrequests1(inputs)
});
export { submissions_openrequests1 as "submissions.openRequests" }