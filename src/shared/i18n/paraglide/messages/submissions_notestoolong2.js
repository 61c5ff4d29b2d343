import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notestoolong2Inputs */

const en_submissions_notestoolong2 = /** @type {(inputs: Submissions_Notestoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes can be at most 5000 characters`)
};

/**
* | output |
* | --- |
* | "Notes can be at most 5000 characters" |
*
* @param {Submissions_Notestoolong2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notestoolong2 = /** @type {((inputs?: Submissions_Notestoolong2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notestoolong2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notestoolong2(inputs)
});
export { submissions_notestoolong2 as "submissions.notesTooLong" }