import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colwindow1Inputs */

const en_submissions_colwindow1 = /** @type {(inputs: Submissions_Colwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

/**
* | output |
* | --- |
* | "Window" |
*
* @param {Submissions_Colwindow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_colwindow1 = /** @type {((inputs?: Submissions_Colwindow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colwindow1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_colwindow1(inputs)
});
export { submissions_colwindow1 as "submissions.colWindow" }