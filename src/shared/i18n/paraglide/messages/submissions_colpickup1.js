import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colpickup1Inputs */

const en_submissions_colpickup1 = /** @type {(inputs: Submissions_Colpickup1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Submissions_Colpickup1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_colpickup1 = /** @type {((inputs?: Submissions_Colpickup1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colpickup1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_colpickup1(inputs)
});
export { submissions_colpickup1 as "submissions.colPickup" }