import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowtaken1Inputs */

const en_submissions_windowtaken1 = /** @type {(inputs: Submissions_Windowtaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is already a window starting at that time on that day`)
};

/**
* | output |
* | --- |
* | "There is already a window starting at that time on that day" |
*
* @param {Submissions_Windowtaken1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_windowtaken1 = /** @type {((inputs?: Submissions_Windowtaken1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowtaken1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_windowtaken1(inputs)
});
export { submissions_windowtaken1 as "submissions.windowTaken" }