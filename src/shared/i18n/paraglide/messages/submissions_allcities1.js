import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allcities1Inputs */

const en_submissions_allcities1 = /** @type {(inputs: Submissions_Allcities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All cities`)
};

const fil_submissions_allcities1 = /** @type {(inputs: Submissions_Allcities1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng lungsod`)
};

/**
* | output |
* | --- |
* | "All cities" |
*
* @param {Submissions_Allcities1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_allcities1 = /** @type {((inputs?: Submissions_Allcities1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allcities1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_allcities1(inputs)
	return en_submissions_allcities1(inputs)
});
export { submissions_allcities1 as "submissions.allCities" }