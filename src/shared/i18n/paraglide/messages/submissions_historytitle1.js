import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Historytitle1Inputs */

const en_submissions_historytitle1 = /** @type {(inputs: Submissions_Historytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status history`)
};

/**
* | output |
* | --- |
* | "Status history" |
*
* @param {Submissions_Historytitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_historytitle1 = /** @type {((inputs?: Submissions_Historytitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Historytitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_historytitle1(inputs)
});
export { submissions_historytitle1 as "submissions.historyTitle" }