import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusprocessing1Inputs */

const en_submissions_statusprocessing1 = /** @type {(inputs: Submissions_Statusprocessing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing`)
};

/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Submissions_Statusprocessing1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statusprocessing1 = /** @type {((inputs?: Submissions_Statusprocessing1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusprocessing1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statusprocessing1(inputs)
});
export { submissions_statusprocessing1 as "submissions.statusProcessing" }