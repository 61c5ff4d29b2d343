import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitremovedtitle3Inputs */

const en_submissions_daylimitremovedtitle3 = /** @type {(inputs: Submissions_Daylimitremovedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day limit removed`)
};

const fil_submissions_daylimitremovedtitle3 = /** @type {(inputs: Submissions_Daylimitremovedtitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natanggal ang limit ng araw`)
};

/**
* | output |
* | --- |
* | "Day limit removed" |
*
* @param {Submissions_Daylimitremovedtitle3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitremovedtitle3 = /** @type {((inputs?: Submissions_Daylimitremovedtitle3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitremovedtitle3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimitremovedtitle3(inputs)
	return en_submissions_daylimitremovedtitle3(inputs)
});
export { submissions_daylimitremovedtitle3 as "submissions.dayLimitRemovedTitle" }