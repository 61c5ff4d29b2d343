import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ trackingNumber: NonNullable<unknown> }} Submissions_Backtoapplication2Inputs */

const en_submissions_backtoapplication2 = /** @type {(inputs: Submissions_Backtoapplication2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Back to {trackingNumber}" |
*
* @param {Submissions_Backtoapplication2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_backtoapplication2 = /** @type {((inputs: Submissions_Backtoapplication2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Backtoapplication2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_backtoapplication2(inputs)
});
export { submissions_backtoapplication2 as "submissions.backToApplication" }