import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewgrid1Inputs */

const en_submissions_viewgrid1 = /** @type {(inputs: Submissions_Viewgrid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grid`)
};

const fil_submissions_viewgrid1 = /** @type {(inputs: Submissions_Viewgrid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grid`)
};

/**
* | output |
* | --- |
* | "Grid" |
*
* @param {Submissions_Viewgrid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_viewgrid1 = /** @type {((inputs?: Submissions_Viewgrid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewgrid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_viewgrid1(inputs)
	return en_submissions_viewgrid1(inputs)
});
export { submissions_viewgrid1 as "submissions.viewGrid" }