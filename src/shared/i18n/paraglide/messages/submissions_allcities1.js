import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allcities1Inputs */

const en_submissions_allcities1 = /** @type {(inputs: Submissions_Allcities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All cities`)
};

/**
* | output |
* | --- |
* | "All cities" |
*
* @param {Submissions_Allcities1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_allcities1 = /** @type {((inputs?: Submissions_Allcities1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allcities1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_allcities1(inputs)
});
export { submissions_allcities1 as "submissions.allCities" }