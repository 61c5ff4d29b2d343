import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitdate1Inputs */

const en_submissions_limitdate1 = /** @type {(inputs: Submissions_Limitdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

const fil_submissions_limitdate1 = /** @type {(inputs: Submissions_Limitdate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petsa`)
};

/**
* | output |
* | --- |
* | "Date" |
*
* @param {Submissions_Limitdate1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_limitdate1 = /** @type {((inputs?: Submissions_Limitdate1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitdate1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_limitdate1(inputs)
	return en_submissions_limitdate1(inputs)
});
export { submissions_limitdate1 as "submissions.limitDate" }