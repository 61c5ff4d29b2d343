import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Loadingwindows1Inputs */

const en_submissions_loadingwindows1 = /** @type {(inputs: Submissions_Loadingwindows1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding pickup windows…`)
};

/**
* | output |
* | --- |
* | "Finding pickup windows…" |
*
* @param {Submissions_Loadingwindows1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_loadingwindows1 = /** @type {((inputs?: Submissions_Loadingwindows1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Loadingwindows1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_loadingwindows1(inputs)
});
export { submissions_loadingwindows1 as "submissions.loadingWindows" }