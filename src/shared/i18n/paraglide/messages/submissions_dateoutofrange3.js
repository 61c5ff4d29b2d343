import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown>, min: NonNullable<unknown> }} Submissions_Dateoutofrange3Inputs */

const en_submissions_dateoutofrange3 = /** @type {(inputs: Submissions_Dateoutofrange3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please choose a date between ${i?.min} and ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Please choose a date between {min} and {max}" |
*
* @param {Submissions_Dateoutofrange3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_dateoutofrange3 = /** @type {((inputs: Submissions_Dateoutofrange3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dateoutofrange3Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_dateoutofrange3(inputs)
});
export { submissions_dateoutofrange3 as "submissions.dateOutOfRange" }