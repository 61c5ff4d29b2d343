import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Topitems1Inputs */

const en_submissions_topitems1 = /** @type {(inputs: Submissions_Topitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top Items`)
};

const fil_submissions_topitems1 = /** @type {(inputs: Submissions_Topitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga Pinakamadalas na Gamit`)
};

/**
* | output |
* | --- |
* | "Top Items" |
*
* @param {Submissions_Topitems1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_topitems1 = /** @type {((inputs?: Submissions_Topitems1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Topitems1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_topitems1(inputs)
	return en_submissions_topitems1(inputs)
});
export { submissions_topitems1 as "submissions.topItems" }