import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryskipped1Inputs */

const en_submissions_deliveryskipped1 = /** @type {(inputs: Submissions_Deliveryskipped1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`skipped`)
};

/**
* | output |
* | --- |
* | "skipped" |
*
* @param {Submissions_Deliveryskipped1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryskipped1 = /** @type {((inputs?: Submissions_Deliveryskipped1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryskipped1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliveryskipped1(inputs)
});
export { submissions_deliveryskipped1 as "submissions.deliverySkipped" }