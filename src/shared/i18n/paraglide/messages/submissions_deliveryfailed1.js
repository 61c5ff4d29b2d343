import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryfailed1Inputs */

const en_submissions_deliveryfailed1 = /** @type {(inputs: Submissions_Deliveryfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

/**
* | output |
* | --- |
* | "failed" |
*
* @param {Submissions_Deliveryfailed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryfailed1 = /** @type {((inputs?: Submissions_Deliveryfailed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryfailed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliveryfailed1(inputs)
});
export { submissions_deliveryfailed1 as "submissions.deliveryFailed" }