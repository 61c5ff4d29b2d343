import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Newpickupdate2Inputs */

const en_submissions_newpickupdate2 = /** @type {(inputs: Submissions_Newpickupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New pickup date`)
};

/**
* | output |
* | --- |
* | "New pickup date" |
*
* @param {Submissions_Newpickupdate2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_newpickupdate2 = /** @type {((inputs?: Submissions_Newpickupdate2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Newpickupdate2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_newpickupdate2(inputs)
});
export { submissions_newpickupdate2 as "submissions.newPickupDate" }