import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailpickup1Inputs */

const en_submissions_detailpickup1 = /** @type {(inputs: Submissions_Detailpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Submissions_Detailpickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_detailpickup1 = /** @type {((inputs?: Submissions_Detailpickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailpickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_detailpickup1(inputs)
});
export { submissions_detailpickup1 as "submissions.detailPickup" }