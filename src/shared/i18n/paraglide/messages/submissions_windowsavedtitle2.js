import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowsavedtitle2Inputs */

const en_submissions_windowsavedtitle2 = /** @type {(inputs: Submissions_Windowsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window saved`)
};

const fil_submissions_windowsavedtitle2 = /** @type {(inputs: Submissions_Windowsavedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-save ang slot`)
};

/**
* | output |
* | --- |
* | "Window saved" |
*
* @param {Submissions_Windowsavedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowsavedtitle2 = /** @type {((inputs?: Submissions_Windowsavedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowsavedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowsavedtitle2(inputs)
	return en_submissions_windowsavedtitle2(inputs)
});
export { submissions_windowsavedtitle2 as "submissions.windowSavedTitle" }