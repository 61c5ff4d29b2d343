import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notestoolong2Inputs */

const en_submissions_notestoolong2 = /** @type {(inputs: Submissions_Notestoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes can be at most 5000 characters`)
};

const fil_submissions_notestoolong2 = /** @type {(inputs: Submissions_Notestoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 5000 character lang ang notes`)
};

/**
* | output |
* | --- |
* | "Notes can be at most 5000 characters" |
*
* @param {Submissions_Notestoolong2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notestoolong2 = /** @type {((inputs?: Submissions_Notestoolong2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notestoolong2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notestoolong2(inputs)
	return en_submissions_notestoolong2(inputs)
});
export { submissions_notestoolong2 as "submissions.notesTooLong" }