import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Allstatuses1Inputs */

const en_submissions_allstatuses1 = /** @type {(inputs: Submissions_Allstatuses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

const fil_submissions_allstatuses1 = /** @type {(inputs: Submissions_Allstatuses1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lahat ng status`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Submissions_Allstatuses1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_allstatuses1 = /** @type {((inputs?: Submissions_Allstatuses1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Allstatuses1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_allstatuses1(inputs)
	return en_submissions_allstatuses1(inputs)
});
export { submissions_allstatuses1 as "submissions.allStatuses" }