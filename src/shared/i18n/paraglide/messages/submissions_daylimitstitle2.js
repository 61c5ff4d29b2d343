import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitstitle2Inputs */

const en_submissions_daylimitstitle2 = /** @type {(inputs: Submissions_Daylimitstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed and limited days`)
};

const fil_submissions_daylimitstitle2 = /** @type {(inputs: Submissions_Daylimitstitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga sarado at limitadong araw`)
};

/**
* | output |
* | --- |
* | "Closed and limited days" |
*
* @param {Submissions_Daylimitstitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitstitle2 = /** @type {((inputs?: Submissions_Daylimitstitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitstitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimitstitle2(inputs)
	return en_submissions_daylimitstitle2(inputs)
});
export { submissions_daylimitstitle2 as "submissions.dayLimitsTitle" }