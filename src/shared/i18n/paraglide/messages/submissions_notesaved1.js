import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notesaved1Inputs */

const en_submissions_notesaved1 = /** @type {(inputs: Submissions_Notesaved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number has been saved on this device. Keep it to follow your pickup.`)
};

/**
* | output |
* | --- |
* | "Your tracking number has been saved on this device. Keep it to follow your pickup." |
*
* @param {Submissions_Notesaved1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notesaved1 = /** @type {((inputs?: Submissions_Notesaved1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notesaved1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notesaved1(inputs)
});
export { submissions_notesaved1 as "submissions.noteSaved" }