import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notestitle1Inputs */

const en_submissions_notestitle1 = /** @type {(inputs: Submissions_Notestitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin notes`)
};

const fil_submissions_notestitle1 = /** @type {(inputs: Submissions_Notestitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin notes`)
};

/**
* | output |
* | --- |
* | "Admin notes" |
*
* @param {Submissions_Notestitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notestitle1 = /** @type {((inputs?: Submissions_Notestitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notestitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notestitle1(inputs)
	return en_submissions_notestitle1(inputs)
});
export { submissions_notestitle1 as "submissions.notesTitle" }