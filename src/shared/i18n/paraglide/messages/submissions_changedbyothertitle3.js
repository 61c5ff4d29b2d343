import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Changedbyothertitle3Inputs */

const en_submissions_changedbyothertitle3 = /** @type {(inputs: Submissions_Changedbyothertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed by someone else`)
};

const fil_submissions_changedbyothertitle3 = /** @type {(inputs: Submissions_Changedbyothertitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binago ng ibang tao`)
};

/**
* | output |
* | --- |
* | "Changed by someone else" |
*
* @param {Submissions_Changedbyothertitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_changedbyothertitle3 = /** @type {((inputs?: Submissions_Changedbyothertitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Changedbyothertitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_changedbyothertitle3(inputs)
	return en_submissions_changedbyothertitle3(inputs)
});
export { submissions_changedbyothertitle3 as "submissions.changedByOtherTitle" }