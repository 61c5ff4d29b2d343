import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Removedaylimit2Inputs */

const en_submissions_removedaylimit2 = /** @type {(inputs: Submissions_Removedaylimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Submissions_Removedaylimit2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_removedaylimit2 = /** @type {((inputs?: Submissions_Removedaylimit2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removedaylimit2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_removedaylimit2(inputs)
});
export { submissions_removedaylimit2 as "submissions.removeDayLimit" }