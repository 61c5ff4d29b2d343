import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Addwindow1Inputs */

const en_submissions_addwindow1 = /** @type {(inputs: Submissions_Addwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a window`)
};

/**
* | output |
* | --- |
* | "Add a window" |
*
* @param {Submissions_Addwindow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_addwindow1 = /** @type {((inputs?: Submissions_Addwindow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Addwindow1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_addwindow1(inputs)
});
export { submissions_addwindow1 as "submissions.addWindow" }