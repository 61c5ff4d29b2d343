import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photosmissingtitle2Inputs */

const en_submissions_photosmissingtitle2 = /** @type {(inputs: Submissions_Photosmissingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Photos`)
};

const fil_submissions_photosmissingtitle2 = /** @type {(inputs: Submissions_Photosmissingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang litrato`)
};

/**
* | output |
* | --- |
* | "Missing Photos" |
*
* @param {Submissions_Photosmissingtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photosmissingtitle2 = /** @type {((inputs?: Submissions_Photosmissingtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photosmissingtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photosmissingtitle2(inputs)
	return en_submissions_photosmissingtitle2(inputs)
});
export { submissions_photosmissingtitle2 as "submissions.photosMissingTitle" }