import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Addphototosubmit3Inputs */

const en_submissions_addphototosubmit3 = /** @type {(inputs: Submissions_Addphototosubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one photo to submit.`)
};

const fil_submissions_addphototosubmit3 = /** @type {(inputs: Submissions_Addphototosubmit3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng kahit isang litrato para makapag-submit.`)
};

/**
* | output |
* | --- |
* | "Add at least one photo to submit." |
*
* @param {Submissions_Addphototosubmit3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_addphototosubmit3 = /** @type {((inputs?: Submissions_Addphototosubmit3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Addphototosubmit3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_addphototosubmit3(inputs)
	return en_submissions_addphototosubmit3(inputs)
});
export { submissions_addphototosubmit3 as "submissions.addPhotoToSubmit" }