import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Timeinvalid1Inputs */

const en_submissions_timeinvalid1 = /** @type {(inputs: Submissions_Timeinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a time as HH:MM, e.g. 08:00`)
};

/**
* | output |
* | --- |
* | "Enter a time as HH:MM, e.g. 08:00" |
*
* @param {Submissions_Timeinvalid1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_timeinvalid1 = /** @type {((inputs?: Submissions_Timeinvalid1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Timeinvalid1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_timeinvalid1(inputs)
});
export { submissions_timeinvalid1 as "submissions.timeInvalid" }