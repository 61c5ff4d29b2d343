import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewgrid1Inputs */

const en_submissions_viewgrid1 = /** @type {(inputs: Submissions_Viewgrid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grid`)
};

/**
* | output |
* | --- |
* | "Grid" |
*
* @param {Submissions_Viewgrid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_viewgrid1 = /** @type {((inputs?: Submissions_Viewgrid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewgrid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_viewgrid1(inputs)
});
export { submissions_viewgrid1 as "submissions.viewGrid" }