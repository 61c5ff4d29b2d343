import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Openrequests1Inputs */

const en_submissions_openrequests1 = /** @type {(inputs: Submissions_Openrequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open requests`)
};

const fil_submissions_openrequests1 = /** @type {(inputs: Submissions_Openrequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga bukas na request`)
};

/**
* | output |
* | --- |
* | "Open requests" |
*
* @param {Submissions_Openrequests1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_openrequests1 = /** @type {((inputs?: Submissions_Openrequests1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Openrequests1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_openrequests1(inputs)
	return en_submissions_openrequests1(inputs)
});
export { submissions_openrequests1 as "submissions.openRequests" }