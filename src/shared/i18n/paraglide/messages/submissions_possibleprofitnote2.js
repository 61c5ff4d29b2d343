import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Possibleprofitnote2Inputs */

const en_submissions_possibleprofitnote2 = /** @type {(inputs: Submissions_Possibleprofitnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum of staff estimates`)
};

const fil_submissions_possibleprofitnote2 = /** @type {(inputs: Submissions_Possibleprofitnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kabuuan ng tantiya ng staff`)
};

/**
* | output |
* | --- |
* | "Sum of staff estimates" |
*
* @param {Submissions_Possibleprofitnote2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_possibleprofitnote2 = /** @type {((inputs?: Submissions_Possibleprofitnote2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Possibleprofitnote2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_possibleprofitnote2(inputs)
	return en_submissions_possibleprofitnote2(inputs)
});
export { submissions_possibleprofitnote2 as "submissions.possibleProfitNote" }