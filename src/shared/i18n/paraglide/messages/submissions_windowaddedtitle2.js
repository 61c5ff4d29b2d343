import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowaddedtitle2Inputs */

const en_submissions_windowaddedtitle2 = /** @type {(inputs: Submissions_Windowaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window added`)
};

const fil_submissions_windowaddedtitle2 = /** @type {(inputs: Submissions_Windowaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naidagdag ang slot`)
};

/**
* | output |
* | --- |
* | "Window added" |
*
* @param {Submissions_Windowaddedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowaddedtitle2 = /** @type {((inputs?: Submissions_Windowaddedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowaddedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowaddedtitle2(inputs)
	return en_submissions_windowaddedtitle2(inputs)
});
export { submissions_windowaddedtitle2 as "submissions.windowAddedTitle" }