import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitwindow1Inputs */

const en_submissions_limitwindow1 = /** @type {(inputs: Submissions_Limitwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

/**
* | output |
* | --- |
* | "Window" |
*
* @param {Submissions_Limitwindow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_limitwindow1 = /** @type {((inputs?: Submissions_Limitwindow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitwindow1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_limitwindow1(inputs)
});
export { submissions_limitwindow1 as "submissions.limitWindow" }