import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewtrackingresult2Inputs */

const en_submissions_viewtrackingresult2 = /** @type {(inputs: Submissions_Viewtrackingresult2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`view tracking result`)
};

const fil_submissions_viewtrackingresult2 = /** @type {(inputs: Submissions_Viewtrackingresult2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tingnan ang tracking result`)
};

/**
* | output |
* | --- |
* | "view tracking result" |
*
* @param {Submissions_Viewtrackingresult2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_viewtrackingresult2 = /** @type {((inputs?: Submissions_Viewtrackingresult2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewtrackingresult2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_viewtrackingresult2(inputs)
	return en_submissions_viewtrackingresult2(inputs)
});
export { submissions_viewtrackingresult2 as "submissions.viewTrackingResult" }