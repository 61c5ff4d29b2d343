import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savedraft1Inputs */

const en_submissions_savedraft1 = /** @type {(inputs: Submissions_Savedraft1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Draft`)
};

const fil_submissions_savedraft1 = /** @type {(inputs: Submissions_Savedraft1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save ang Draft`)
};

/**
* | output |
* | --- |
* | "Save Draft" |
*
* @param {Submissions_Savedraft1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_savedraft1 = /** @type {((inputs?: Submissions_Savedraft1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savedraft1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_savedraft1(inputs)
	return en_submissions_savedraft1(inputs)
});
export { submissions_savedraft1 as "submissions.saveDraft" }