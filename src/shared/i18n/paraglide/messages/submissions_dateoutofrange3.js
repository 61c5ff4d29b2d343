import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Dateoutofrange3Inputs */

const en_submissions_dateoutofrange3 = /** @type {(inputs: Submissions_Dateoutofrange3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a date between 2000 and 2100`)
};

const fil_submissions_dateoutofrange3 = /** @type {(inputs: Submissions_Dateoutofrange3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pumili ng petsa mula 2000 hanggang 2100`)
};

/**
* | output |
* | --- |
* | "Please choose a date between 2000 and 2100" |
*
* @param {Submissions_Dateoutofrange3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_dateoutofrange3 = /** @type {((inputs?: Submissions_Dateoutofrange3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Dateoutofrange3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_dateoutofrange3(inputs)
	return en_submissions_dateoutofrange3(inputs)
});
export { submissions_dateoutofrange3 as "submissions.dateOutOfRange" }