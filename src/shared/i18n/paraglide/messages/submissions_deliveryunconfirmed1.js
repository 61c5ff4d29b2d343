import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryunconfirmed1Inputs */

const en_submissions_deliveryunconfirmed1 = /** @type {(inputs: Submissions_Deliveryunconfirmed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unconfirmed`)
};

/**
* | output |
* | --- |
* | "unconfirmed" |
*
* @param {Submissions_Deliveryunconfirmed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryunconfirmed1 = /** @type {((inputs?: Submissions_Deliveryunconfirmed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryunconfirmed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliveryunconfirmed1(inputs)
});
export { submissions_deliveryunconfirmed1 as "submissions.deliveryUnconfirmed" }