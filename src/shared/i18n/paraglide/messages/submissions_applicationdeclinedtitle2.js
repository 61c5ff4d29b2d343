import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Applicationdeclinedtitle2Inputs */

const en_submissions_applicationdeclinedtitle2 = /** @type {(inputs: Submissions_Applicationdeclinedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application declined`)
};

/**
* | output |
* | --- |
* | "Application declined" |
*
* @param {Submissions_Applicationdeclinedtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_applicationdeclinedtitle2 = /** @type {((inputs?: Submissions_Applicationdeclinedtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Applicationdeclinedtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_applicationdeclinedtitle2(inputs)
});
export { submissions_applicationdeclinedtitle2 as "submissions.applicationDeclinedTitle" }