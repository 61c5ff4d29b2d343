import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notestitle1Inputs */

const en_submissions_notestitle1 = /** @type {(inputs: Submissions_Notestitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin notes`)
};

/**
* | output |
* | --- |
* | "Admin notes" |
*
* @param {Submissions_Notestitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notestitle1 = /** @type {((inputs?: Submissions_Notestitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notestitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notestitle1(inputs)
});
export { submissions_notestitle1 as "submissions.notesTitle" }