import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colphoto1Inputs */

const en_submissions_colphoto1 = /** @type {(inputs: Submissions_Colphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo`)
};

const fil_submissions_colphoto1 = /** @type {(inputs: Submissions_Colphoto1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Litrato`)
};

/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Submissions_Colphoto1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colphoto1 = /** @type {((inputs?: Submissions_Colphoto1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colphoto1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colphoto1(inputs)
	return en_submissions_colphoto1(inputs)
});
export { submissions_colphoto1 as "submissions.colPhoto" }