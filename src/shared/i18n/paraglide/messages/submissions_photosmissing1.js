import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photosmissing1Inputs */

const en_submissions_photosmissing1 = /** @type {(inputs: Submissions_Photosmissing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please add at least one photo of your items`)
};

const fil_submissions_photosmissing1 = /** @type {(inputs: Submissions_Photosmissing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng kahit isang litrato ng mga gamit mo`)
};

/**
* | output |
* | --- |
* | "Please add at least one photo of your items" |
*
* @param {Submissions_Photosmissing1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photosmissing1 = /** @type {((inputs?: Submissions_Photosmissing1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photosmissing1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photosmissing1(inputs)
	return en_submissions_photosmissing1(inputs)
});
export { submissions_photosmissing1 as "submissions.photosMissing" }