import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowsavedtitle2Inputs */

const en_submissions_windowsavedtitle2 = /** @type {(inputs: Submissions_Windowsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window saved`)
};

/**
* | output |
* | --- |
* | "Window saved" |
*
* @param {Submissions_Windowsavedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_windowsavedtitle2 = /** @type {((inputs?: Submissions_Windowsavedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowsavedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_windowsavedtitle2(inputs)
});
export { submissions_windowsavedtitle2 as "submissions.windowSavedTitle" }