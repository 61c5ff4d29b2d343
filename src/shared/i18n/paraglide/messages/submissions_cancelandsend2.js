import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelandsend2Inputs */

const en_submissions_cancelandsend2 = /** @type {(inputs: Submissions_Cancelandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel and send SMS`)
};

/**
* | output |
* | --- |
* | "Cancel and send SMS" |
*
* @param {Submissions_Cancelandsend2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_cancelandsend2 = /** @type {((inputs?: Submissions_Cancelandsend2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelandsend2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_cancelandsend2(inputs)
});
export { submissions_cancelandsend2 as "submissions.cancelAndSend" }