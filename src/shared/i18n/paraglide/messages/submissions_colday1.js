import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colday1Inputs */

const en_submissions_colday1 = /** @type {(inputs: Submissions_Colday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

const fil_submissions_colday1 = /** @type {(inputs: Submissions_Colday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Araw`)
};

/**
* | output |
* | --- |
* | "Day" |
*
* @param {Submissions_Colday1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colday1 = /** @type {((inputs?: Submissions_Colday1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colday1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colday1(inputs)
	return en_submissions_colday1(inputs)
});
export { submissions_colday1 as "submissions.colDay" }