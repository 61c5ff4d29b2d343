import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Addphotoonline2Inputs */

const en_submissions_addphotoonline2 = /** @type {(inputs: Submissions_Addphotoonline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a photo`)
};

const fil_submissions_addphotoonline2 = /** @type {(inputs: Submissions_Addphotoonline2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng litrato`)
};

/**
* | output |
* | --- |
* | "Add a photo" |
*
* @param {Submissions_Addphotoonline2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_addphotoonline2 = /** @type {((inputs?: Submissions_Addphotoonline2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Addphotoonline2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_addphotoonline2(inputs)
	return en_submissions_addphotoonline2(inputs)
});
export { submissions_addphotoonline2 as "submissions.addPhotoOnline" }