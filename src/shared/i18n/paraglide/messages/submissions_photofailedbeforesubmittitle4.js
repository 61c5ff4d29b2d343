import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photofailedbeforesubmittitle4Inputs */

const en_submissions_photofailedbeforesubmittitle4 = /** @type {(inputs: Submissions_Photofailedbeforesubmittitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload photo`)
};

/**
* | output |
* | --- |
* | "Failed to upload photo" |
*
* @param {Submissions_Photofailedbeforesubmittitle4Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photofailedbeforesubmittitle4 = /** @type {((inputs?: Submissions_Photofailedbeforesubmittitle4Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photofailedbeforesubmittitle4Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photofailedbeforesubmittitle4(inputs)
});
export { submissions_photofailedbeforesubmittitle4 as "submissions.photoFailedBeforeSubmitTitle" }