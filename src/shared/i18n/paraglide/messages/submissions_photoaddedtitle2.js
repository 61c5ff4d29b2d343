import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photoaddedtitle2Inputs */

const en_submissions_photoaddedtitle2 = /** @type {(inputs: Submissions_Photoaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo added`)
};

const fil_submissions_photoaddedtitle2 = /** @type {(inputs: Submissions_Photoaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang litrato`)
};

/**
* | output |
* | --- |
* | "Photo added" |
*
* @param {Submissions_Photoaddedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoaddedtitle2 = /** @type {((inputs?: Submissions_Photoaddedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoaddedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoaddedtitle2(inputs)
	return en_submissions_photoaddedtitle2(inputs)
});
export { submissions_photoaddedtitle2 as "submissions.photoAddedTitle" }