import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowendsbeforestart3Inputs */

const en_submissions_windowendsbeforestart3 = /** @type {(inputs: Submissions_Windowendsbeforestart3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window must end after it starts`)
};

/**
* | output |
* | --- |
* | "The window must end after it starts" |
*
* @param {Submissions_Windowendsbeforestart3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_windowendsbeforestart3 = /** @type {((inputs?: Submissions_Windowendsbeforestart3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowendsbeforestart3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_windowendsbeforestart3(inputs)
});
export { submissions_windowendsbeforestart3 as "submissions.windowEndsBeforeStart" }