import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffloginsuccess2Inputs */

const en_submissions_staffloginsuccess2 = /** @type {(inputs: Submissions_Staffloginsuccess2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login successful`)
};

/**
* | output |
* | --- |
* | "Login successful" |
*
* @param {Submissions_Staffloginsuccess2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_staffloginsuccess2 = /** @type {((inputs?: Submissions_Staffloginsuccess2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffloginsuccess2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_staffloginsuccess2(inputs)
});
export { submissions_staffloginsuccess2 as "submissions.staffLoginSuccess" }