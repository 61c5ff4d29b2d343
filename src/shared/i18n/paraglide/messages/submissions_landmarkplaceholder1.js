import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Landmarkplaceholder1Inputs */

const en_submissions_landmarkplaceholder1 = /** @type {(inputs: Submissions_Landmarkplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blue gate beside the sari-sari store`)
};

const fil_submissions_landmarkplaceholder1 = /** @type {(inputs: Submissions_Landmarkplaceholder1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asul na gate katabi ng sari-sari store`)
};

/**
* | output |
* | --- |
* | "Blue gate beside the sari-sari store" |
*
* @param {Submissions_Landmarkplaceholder1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_landmarkplaceholder1 = /** @type {((inputs?: Submissions_Landmarkplaceholder1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Landmarkplaceholder1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_landmarkplaceholder1(inputs)
	return en_submissions_landmarkplaceholder1(inputs)
});
export { submissions_landmarkplaceholder1 as "submissions.landmarkPlaceholder" }