import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitremoved2Inputs */

const en_submissions_daylimitremoved2 = /** @type {(inputs: Submissions_Daylimitremoved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The day has its weekly windows again.`)
};

const fil_submissions_daylimitremoved2 = /** @type {(inputs: Submissions_Daylimitremoved2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Balik na sa mga lingguhang slot ang araw na ito.`)
};

/**
* | output |
* | --- |
* | "The day has its weekly windows again." |
*
* @param {Submissions_Daylimitremoved2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitremoved2 = /** @type {((inputs?: Submissions_Daylimitremoved2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitremoved2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimitremoved2(inputs)
	return en_submissions_daylimitremoved2(inputs)
});
export { submissions_daylimitremoved2 as "submissions.dayLimitRemoved" }