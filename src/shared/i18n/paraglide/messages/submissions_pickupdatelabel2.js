import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdatelabel2Inputs */

const en_submissions_pickupdatelabel2 = /** @type {(inputs: Submissions_Pickupdatelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date`)
};

/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Submissions_Pickupdatelabel2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdatelabel2 = /** @type {((inputs?: Submissions_Pickupdatelabel2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdatelabel2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdatelabel2(inputs)
});
export { submissions_pickupdatelabel2 as "submissions.pickupDateLabel" }