import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photofailedbeforesubmit3Inputs */

const en_submissions_photofailedbeforesubmit3 = /** @type {(inputs: Submissions_Photofailedbeforesubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry or delete the photo that did not upload, then submit again.`)
};

/**
* | output |
* | --- |
* | "Retry or delete the photo that did not upload, then submit again." |
*
* @param {Submissions_Photofailedbeforesubmit3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photofailedbeforesubmit3 = /** @type {((inputs?: Submissions_Photofailedbeforesubmit3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photofailedbeforesubmit3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photofailedbeforesubmit3(inputs)
});
export { submissions_photofailedbeforesubmit3 as "submissions.photoFailedBeforeSubmit" }