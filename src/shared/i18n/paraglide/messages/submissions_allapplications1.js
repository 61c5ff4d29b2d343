import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allapplications1Inputs */

const en_submissions_allapplications1 = /** @type {(inputs: Submissions_Allapplications1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Applications`)
};

const fil_submissions_allapplications1 = /** @type {(inputs: Submissions_Allapplications1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng Application`)
};

/**
* | output |
* | --- |
* | "All Applications" |
*
* @param {Submissions_Allapplications1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_allapplications1 = /** @type {((inputs?: Submissions_Allapplications1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allapplications1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_allapplications1(inputs)
	return en_submissions_allapplications1(inputs)
});
export { submissions_allapplications1 as "submissions.allApplications" }