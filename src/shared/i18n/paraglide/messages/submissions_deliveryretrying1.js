import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryretrying1Inputs */

const en_submissions_deliveryretrying1 = /** @type {(inputs: Submissions_Deliveryretrying1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retrying`)
};

/**
* | output |
* | --- |
* | "retrying" |
*
* @param {Submissions_Deliveryretrying1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryretrying1 = /** @type {((inputs?: Submissions_Deliveryretrying1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryretrying1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliveryretrying1(inputs)
});
export { submissions_deliveryretrying1 as "submissions.deliveryRetrying" }