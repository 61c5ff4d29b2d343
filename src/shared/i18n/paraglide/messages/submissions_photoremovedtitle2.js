import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photoremovedtitle2Inputs */

const en_submissions_photoremovedtitle2 = /** @type {(inputs: Submissions_Photoremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo removed`)
};

const fil_submissions_photoremovedtitle2 = /** @type {(inputs: Submissions_Photoremovedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naalis ang litrato`)
};

/**
* | output |
* | --- |
* | "Photo removed" |
*
* @param {Submissions_Photoremovedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoremovedtitle2 = /** @type {((inputs?: Submissions_Photoremovedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoremovedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoremovedtitle2(inputs)
	return en_submissions_photoremovedtitle2(inputs)
});
export { submissions_photoremovedtitle2 as "submissions.photoRemovedTitle" }