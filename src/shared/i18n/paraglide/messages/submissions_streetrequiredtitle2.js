import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Streetrequiredtitle2Inputs */

const en_submissions_streetrequiredtitle2 = /** @type {(inputs: Submissions_Streetrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

const fil_submissions_streetrequiredtitle2 = /** @type {(inputs: Submissions_Streetrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kulang ang impormasyon`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Streetrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_streetrequiredtitle2 = /** @type {((inputs?: Submissions_Streetrequiredtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Streetrequiredtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_streetrequiredtitle2(inputs)
	return en_submissions_streetrequiredtitle2(inputs)
});
export { submissions_streetrequiredtitle2 as "submissions.streetRequiredTitle" }