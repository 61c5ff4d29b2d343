import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdaterequired2Inputs */

const en_submissions_pickupdaterequired2 = /** @type {(inputs: Submissions_Pickupdaterequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select a pickup date`)
};

/**
* | output |
* | --- |
* | "Please select a pickup date" |
*
* @param {Submissions_Pickupdaterequired2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdaterequired2 = /** @type {((inputs?: Submissions_Pickupdaterequired2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdaterequired2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdaterequired2(inputs)
});
export { submissions_pickupdaterequired2 as "submissions.pickupDateRequired" }