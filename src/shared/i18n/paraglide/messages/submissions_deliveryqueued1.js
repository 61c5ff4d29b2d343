import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryqueued1Inputs */

const en_submissions_deliveryqueued1 = /** @type {(inputs: Submissions_Deliveryqueued1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`queued`)
};

/**
* | output |
* | --- |
* | "queued" |
*
* @param {Submissions_Deliveryqueued1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryqueued1 = /** @type {((inputs?: Submissions_Deliveryqueued1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryqueued1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliveryqueued1(inputs)
});
export { submissions_deliveryqueued1 as "submissions.deliveryQueued" }