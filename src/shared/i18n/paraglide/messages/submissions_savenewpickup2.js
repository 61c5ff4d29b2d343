import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savenewpickup2Inputs */

const en_submissions_savenewpickup2 = /** @type {(inputs: Submissions_Savenewpickup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move my pickup`)
};

/**
* | output |
* | --- |
* | "Move my pickup" |
*
* @param {Submissions_Savenewpickup2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_savenewpickup2 = /** @type {((inputs?: Submissions_Savenewpickup2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savenewpickup2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_savenewpickup2(inputs)
});
export { submissions_savenewpickup2 as "submissions.saveNewPickup" }