import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliverysent1Inputs */

const en_submissions_deliverysent1 = /** @type {(inputs: Submissions_Deliverysent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sent`)
};

/**
* | output |
* | --- |
* | "sent" |
*
* @param {Submissions_Deliverysent1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_deliverysent1 = /** @type {((inputs?: Submissions_Deliverysent1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliverysent1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_deliverysent1(inputs)
});
export { submissions_deliverysent1 as "submissions.deliverySent" }