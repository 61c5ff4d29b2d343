import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notesplaceholder1Inputs */

const en_submissions_notesplaceholder1 = /** @type {(inputs: Submissions_Notesplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What did you see in the photos? What should the crew know?`)
};

const fil_submissions_notesplaceholder1 = /** @type {(inputs: Submissions_Notesplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ano ang nakita mo sa mga litrato? Ano ang dapat malaman ng crew?`)
};

/**
* | output |
* | --- |
* | "What did you see in the photos? What should the crew know?" |
*
* @param {Submissions_Notesplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notesplaceholder1 = /** @type {((inputs?: Submissions_Notesplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notesplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notesplaceholder1(inputs)
	return en_submissions_notesplaceholder1(inputs)
});
export { submissions_notesplaceholder1 as "submissions.notesPlaceholder" }