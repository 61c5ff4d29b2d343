import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailcity1Inputs */

const en_submissions_detailcity1 = /** @type {(inputs: Submissions_Detailcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`City`)
};

const fil_submissions_detailcity1 = /** @type {(inputs: Submissions_Detailcity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lungsod`)
};

/**
* | output |
* | --- |
* | "City" |
*
* @param {Submissions_Detailcity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_detailcity1 = /** @type {((inputs?: Submissions_Detailcity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailcity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_detailcity1(inputs)
	return en_submissions_detailcity1(inputs)
});
export { submissions_detailcity1 as "submissions.detailCity" }