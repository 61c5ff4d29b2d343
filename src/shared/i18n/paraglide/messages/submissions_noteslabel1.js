import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Noteslabel1Inputs */

const en_submissions_noteslabel1 = /** @type {(inputs: Submissions_Noteslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

const fil_submissions_noteslabel1 = /** @type {(inputs: Submissions_Noteslabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Submissions_Noteslabel1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_noteslabel1 = /** @type {((inputs?: Submissions_Noteslabel1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Noteslabel1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_noteslabel1(inputs)
	return en_submissions_noteslabel1(inputs)
});
export { submissions_noteslabel1 as "submissions.notesLabel" }