import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Staffpickupdatelabel3Inputs */

const en_submissions_staffpickupdatelabel3 = /** @type {(inputs: Submissions_Staffpickupdatelabel3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup date`)
};

/**
* | output |
* | --- |
* | "Pickup date" |
*
* @param {Submissions_Staffpickupdatelabel3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_staffpickupdatelabel3 = /** @type {((inputs?: Submissions_Staffpickupdatelabel3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Staffpickupdatelabel3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_staffpickupdatelabel3(inputs)
});
export { submissions_staffpickupdatelabel3 as "submissions.staffPickupDateLabel" }