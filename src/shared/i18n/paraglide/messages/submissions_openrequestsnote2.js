import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fresh: NonNullable<unknown>, inReview: NonNullable<unknown> }} Submissions_Openrequestsnote2Inputs */

const en_submissions_openrequestsnote2 = /** @type {(inputs: Submissions_Openrequestsnote2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fresh} new · ${i?.inReview} in review`)
};

const fil_submissions_openrequestsnote2 = /** @type {(inputs: Submissions_Openrequestsnote2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fresh} bago · ${i?.inReview} nire-review`)
};

/**
* | output |
* | --- |
* | "{fresh} new · {inReview} in review" |
*
* @param {Submissions_Openrequestsnote2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_openrequestsnote2 = /** @type {((inputs: Submissions_Openrequestsnote2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Openrequestsnote2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_openrequestsnote2(inputs)
	return en_submissions_openrequestsnote2(inputs)
});
export { submissions_openrequestsnote2 as "submissions.openRequestsNote" }