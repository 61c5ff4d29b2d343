import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Norequestsyet2Inputs */

const en_submissions_norequestsyet2 = /** @type {(inputs: Submissions_Norequestsyet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requests yet.`)
};

const fil_submissions_norequestsyet2 = /** @type {(inputs: Submissions_Norequestsyet2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala pang request.`)
};

/**
* | output |
* | --- |
* | "No requests yet." |
*
* @param {Submissions_Norequestsyet2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_norequestsyet2 = /** @type {((inputs?: Submissions_Norequestsyet2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Norequestsyet2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_norequestsyet2(inputs)
	return en_submissions_norequestsyet2(inputs)
});
export { submissions_norequestsyet2 as "submissions.noRequestsYet" }