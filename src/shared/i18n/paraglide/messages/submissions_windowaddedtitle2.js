import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowaddedtitle2Inputs */

const en_submissions_windowaddedtitle2 = /** @type {(inputs: Submissions_Windowaddedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window added`)
};

/**
* | output |
* | --- |
* | "Window added" |
*
* @param {Submissions_Windowaddedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_windowaddedtitle2 = /** @type {((inputs?: Submissions_Windowaddedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowaddedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_windowaddedtitle2(inputs)
});
export { submissions_windowaddedtitle2 as "submissions.windowAddedTitle" }