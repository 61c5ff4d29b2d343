import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colcity1Inputs */

const en_submissions_colcity1 = /** @type {(inputs: Submissions_Colcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const fil_submissions_colcity1 = /** @type {(inputs: Submissions_Colcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lungsod`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Submissions_Colcity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colcity1 = /** @type {((inputs?: Submissions_Colcity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colcity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colcity1(inputs)
	return en_submissions_colcity1(inputs)
});
export { submissions_colcity1 as "submissions.colCity" }