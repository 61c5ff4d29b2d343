import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Preferredwindow1Inputs */

const en_submissions_preferredwindow1 = /** @type {(inputs: Submissions_Preferredwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred pickup window`)
};

/**
* | output |
* | --- |
* | "Preferred pickup window" |
*
* @param {Submissions_Preferredwindow1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_preferredwindow1 = /** @type {((inputs?: Submissions_Preferredwindow1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Preferredwindow1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_preferredwindow1(inputs)
});
export { submissions_preferredwindow1 as "submissions.preferredWindow" }