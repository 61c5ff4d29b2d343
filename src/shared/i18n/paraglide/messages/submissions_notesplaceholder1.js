import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notesplaceholder1Inputs */

const en_submissions_notesplaceholder1 = /** @type {(inputs: Submissions_Notesplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What did you see in the photos? What should the crew know?`)
};

/**
* | output |
* | --- |
* | "What did you see in the photos? What should the crew know?" |
*
* @param {Submissions_Notesplaceholder1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notesplaceholder1 = /** @type {((inputs?: Submissions_Notesplaceholder1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notesplaceholder1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notesplaceholder1(inputs)
});
export { submissions_notesplaceholder1 as "submissions.notesPlaceholder" }