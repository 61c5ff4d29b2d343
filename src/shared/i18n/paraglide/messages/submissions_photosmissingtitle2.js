import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photosmissingtitle2Inputs */

const en_submissions_photosmissingtitle2 = /** @type {(inputs: Submissions_Photosmissingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Photos`)
};

/**
* | output |
* | --- |
* | "Missing Photos" |
*
* @param {Submissions_Photosmissingtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photosmissingtitle2 = /** @type {((inputs?: Submissions_Photosmissingtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photosmissingtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photosmissingtitle2(inputs)
});
export { submissions_photosmissingtitle2 as "submissions.photosMissingTitle" }