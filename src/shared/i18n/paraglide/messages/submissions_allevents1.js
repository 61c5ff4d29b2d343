import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allevents1Inputs */

const en_submissions_allevents1 = /** @type {(inputs: Submissions_Allevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All requests, booth or not`)
};

const fil_submissions_allevents1 = /** @type {(inputs: Submissions_Allevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng request, galing booth man o hindi`)
};

/**
* | output |
* | --- |
* | "All requests, booth or not" |
*
* @param {Submissions_Allevents1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_allevents1 = /** @type {((inputs?: Submissions_Allevents1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allevents1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_allevents1(inputs)
	return en_submissions_allevents1(inputs)
});
export { submissions_allevents1 as "submissions.allEvents" }