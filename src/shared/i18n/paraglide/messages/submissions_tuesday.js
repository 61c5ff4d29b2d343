import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_TuesdayInputs */

const en_submissions_tuesday = /** @type {(inputs: Submissions_TuesdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tuesday`)
};

const fil_submissions_tuesday = /** @type {(inputs: Submissions_TuesdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Martes`)
};

/**
* | output |
* | --- |
* | "Tuesday" |
*
* @param {Submissions_TuesdayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_tuesday = /** @type {((inputs?: Submissions_TuesdayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_TuesdayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_tuesday(inputs)
	return en_submissions_tuesday(inputs)
});
export { submissions_tuesday as "submissions.tuesday" }