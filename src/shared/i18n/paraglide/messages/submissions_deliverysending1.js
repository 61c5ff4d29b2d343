import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliverysending1Inputs */

const en_submissions_deliverysending1 = /** @type {(inputs: Submissions_Deliverysending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sending`)
};

/**
* | output |
* | --- |
* | "sending" |
*
* @param {Submissions_Deliverysending1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliverysending1 = /** @type {((inputs?: Submissions_Deliverysending1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliverysending1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliverysending1(inputs)
});
export { submissions_deliverysending1 as "submissions.deliverySending" }