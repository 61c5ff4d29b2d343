import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nodayswithroom3Inputs */

const en_submissions_nodayswithroom3 = /** @type {(inputs: Submissions_Nodayswithroom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every pickup day in the next 30 days is full. Please try again tomorrow.`)
};

/**
* | output |
* | --- |
* | "Every pickup day in the next 30 days is full. Please try again tomorrow." |
*
* @param {Submissions_Nodayswithroom3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nodayswithroom3 = /** @type {((inputs?: Submissions_Nodayswithroom3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nodayswithroom3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nodayswithroom3(inputs)
});
export { submissions_nodayswithroom3 as "submissions.noDaysWithRoom" }