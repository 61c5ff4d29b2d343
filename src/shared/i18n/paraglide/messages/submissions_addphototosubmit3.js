import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Addphototosubmit3Inputs */

const en_submissions_addphototosubmit3 = /** @type {(inputs: Submissions_Addphototosubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo to submit.`)
};

/**
* | output |
* | --- |
* | "Add at least one photo to submit." |
*
* @param {Submissions_Addphototosubmit3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_addphototosubmit3 = /** @type {((inputs?: Submissions_Addphototosubmit3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Addphototosubmit3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_addphototosubmit3(inputs)
});
export { submissions_addphototosubmit3 as "submissions.addPhotoToSubmit" }