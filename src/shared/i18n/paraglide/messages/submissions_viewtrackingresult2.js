import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewtrackingresult2Inputs */

const en_submissions_viewtrackingresult2 = /** @type {(inputs: Submissions_Viewtrackingresult2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`view tracking result`)
};

/**
* | output |
* | --- |
* | "view tracking result" |
*
* @param {Submissions_Viewtrackingresult2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_viewtrackingresult2 = /** @type {((inputs?: Submissions_Viewtrackingresult2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewtrackingresult2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_viewtrackingresult2(inputs)
});
export { submissions_viewtrackingresult2 as "submissions.viewTrackingResult" }