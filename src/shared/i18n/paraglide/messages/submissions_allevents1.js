import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allevents1Inputs */

const en_submissions_allevents1 = /** @type {(inputs: Submissions_Allevents1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All requests, booth or not`)
};

/**
* | output |
* | --- |
* | "All requests, booth or not" |
*
* @param {Submissions_Allevents1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_allevents1 = /** @type {((inputs?: Submissions_Allevents1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allevents1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_allevents1(inputs)
});
export { submissions_allevents1 as "submissions.allEvents" }