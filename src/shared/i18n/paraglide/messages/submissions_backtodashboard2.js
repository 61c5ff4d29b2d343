import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Backtodashboard2Inputs */

const en_submissions_backtodashboard2 = /** @type {(inputs: Submissions_Backtodashboard2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Submissions_Backtodashboard2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_backtodashboard2 = /** @type {((inputs?: Submissions_Backtodashboard2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Backtodashboard2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_backtodashboard2(inputs)
});
export { submissions_backtodashboard2 as "submissions.backToDashboard" }