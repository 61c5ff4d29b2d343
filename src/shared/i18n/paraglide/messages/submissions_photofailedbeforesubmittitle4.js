import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photofailedbeforesubmittitle4Inputs */

const en_submissions_photofailedbeforesubmittitle4 = /** @type {(inputs: Submissions_Photofailedbeforesubmittitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload photo`)
};

const fil_submissions_photofailedbeforesubmittitle4 = /** @type {(inputs: Submissions_Photofailedbeforesubmittitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na-upload ang litrato`)
};

/**
* | output |
* | --- |
* | "Failed to upload photo" |
*
* @param {Submissions_Photofailedbeforesubmittitle4Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photofailedbeforesubmittitle4 = /** @type {((inputs?: Submissions_Photofailedbeforesubmittitle4Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photofailedbeforesubmittitle4Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photofailedbeforesubmittitle4(inputs)
	return en_submissions_photofailedbeforesubmittitle4(inputs)
});
export { submissions_photofailedbeforesubmittitle4 as "submissions.photoFailedBeforeSubmitTitle" }