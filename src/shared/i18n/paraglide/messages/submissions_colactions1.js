import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colactions1Inputs */

const en_submissions_colactions1 = /** @type {(inputs: Submissions_Colactions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

const fil_submissions_colactions1 = /** @type {(inputs: Submissions_Colactions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aksyon`)
};

/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Submissions_Colactions1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colactions1 = /** @type {((inputs?: Submissions_Colactions1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colactions1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colactions1(inputs)
	return en_submissions_colactions1(inputs)
});
export { submissions_colactions1 as "submissions.colActions" }