import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Onthewaytitle3Inputs */

const en_submissions_onthewaytitle3 = /** @type {(inputs: Submissions_Onthewaytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell the household the crew is on the way`)
};

const fil_submissions_onthewaytitle3 = /** @type {(inputs: Submissions_Onthewaytitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabihan ang household na papunta na ang crew`)
};

/**
* | output |
* | --- |
* | "Tell the household the crew is on the way" |
*
* @param {Submissions_Onthewaytitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_onthewaytitle3 = /** @type {((inputs?: Submissions_Onthewaytitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Onthewaytitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_onthewaytitle3(inputs)
	return en_submissions_onthewaytitle3(inputs)
});
export { submissions_onthewaytitle3 as "submissions.onTheWayTitle" }