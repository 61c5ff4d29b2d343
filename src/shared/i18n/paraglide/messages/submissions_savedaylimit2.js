import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savedaylimit2Inputs */

const en_submissions_savedaylimit2 = /** @type {(inputs: Submissions_Savedaylimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close or limit the day`)
};

/**
* | output |
* | --- |
* | "Close or limit the day" |
*
* @param {Submissions_Savedaylimit2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_savedaylimit2 = /** @type {((inputs?: Submissions_Savedaylimit2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savedaylimit2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_savedaylimit2(inputs)
});
export { submissions_savedaylimit2 as "submissions.saveDayLimit" }