import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statussubmitted1Inputs */

const en_submissions_statussubmitted1 = /** @type {(inputs: Submissions_Statussubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submitted`)
};

/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Submissions_Statussubmitted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statussubmitted1 = /** @type {((inputs?: Submissions_Statussubmitted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statussubmitted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statussubmitted1(inputs)
});
export { submissions_statussubmitted1 as "submissions.statusSubmitted" }