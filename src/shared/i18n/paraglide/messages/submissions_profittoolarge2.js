import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profittoolarge2Inputs */

const en_submissions_profittoolarge2 = /** @type {(inputs: Submissions_Profittoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit is too large`)
};

const fil_submissions_profittoolarge2 = /** @type {(inputs: Submissions_Profittoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masyadong malaki ang posibleng kita`)
};

/**
* | output |
* | --- |
* | "Possible profit is too large" |
*
* @param {Submissions_Profittoolarge2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_profittoolarge2 = /** @type {((inputs?: Submissions_Profittoolarge2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profittoolarge2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_profittoolarge2(inputs)
	return en_submissions_profittoolarge2(inputs)
});
export { submissions_profittoolarge2 as "submissions.profitTooLarge" }