import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Scheduleandsend2Inputs */

const en_submissions_scheduleandsend2 = /** @type {(inputs: Submissions_Scheduleandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule and send SMS`)
};

/**
* | output |
* | --- |
* | "Schedule and send SMS" |
*
* @param {Submissions_Scheduleandsend2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_scheduleandsend2 = /** @type {((inputs?: Submissions_Scheduleandsend2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Scheduleandsend2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_scheduleandsend2(inputs)
});
export { submissions_scheduleandsend2 as "submissions.scheduleAndSend" }