import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photofailedbeforesubmit3Inputs */

const en_submissions_photofailedbeforesubmit3 = /** @type {(inputs: Submissions_Photofailedbeforesubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry or delete the photo that did not upload, then submit again.`)
};

const fil_submissions_photofailedbeforesubmit3 = /** @type {(inputs: Submissions_Photofailedbeforesubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subukan ulit o burahin ang litratong hindi na-upload, saka mag-submit ulit.`)
};

/**
* | output |
* | --- |
* | "Retry or delete the photo that did not upload, then submit again." |
*
* @param {Submissions_Photofailedbeforesubmit3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photofailedbeforesubmit3 = /** @type {((inputs?: Submissions_Photofailedbeforesubmit3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photofailedbeforesubmit3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photofailedbeforesubmit3(inputs)
	return en_submissions_photofailedbeforesubmit3(inputs)
});
export { submissions_photofailedbeforesubmit3 as "submissions.photoFailedBeforeSubmit" }