import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Submissions_Nodatafor2Inputs */

const en_submissions_nodatafor2 = /** @type {(inputs: Submissions_Nodatafor2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No data found for tracking number ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "No data found for tracking number {trackingNumber}" |
*
* @param {Submissions_Nodatafor2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nodatafor2 = /** @type {((inputs: Submissions_Nodatafor2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nodatafor2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nodatafor2(inputs)
});
export { submissions_nodatafor2 as "submissions.noDataFor" }