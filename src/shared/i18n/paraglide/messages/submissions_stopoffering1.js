import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Stopoffering1Inputs */

const en_submissions_stopoffering1 = /** @type {(inputs: Submissions_Stopoffering1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop offering`)
};

const fil_submissions_stopoffering1 = /** @type {(inputs: Submissions_Stopoffering1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itigil ang pag-alok`)
};

/**
* | output |
* | --- |
* | "Stop offering" |
*
* @param {Submissions_Stopoffering1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_stopoffering1 = /** @type {((inputs?: Submissions_Stopoffering1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Stopoffering1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_stopoffering1(inputs)
	return en_submissions_stopoffering1(inputs)
});
export { submissions_stopoffering1 as "submissions.stopOffering" }