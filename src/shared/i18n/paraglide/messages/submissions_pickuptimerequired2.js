import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickuptimerequired2Inputs */

const en_submissions_pickuptimerequired2 = /** @type {(inputs: Submissions_Pickuptimerequired2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a pickup window`)
};

/**
* | output |
* | --- |
* | "Please choose a pickup window" |
*
* @param {Submissions_Pickuptimerequired2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickuptimerequired2 = /** @type {((inputs?: Submissions_Pickuptimerequired2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickuptimerequired2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickuptimerequired2(inputs)
});
export { submissions_pickuptimerequired2 as "submissions.pickupTimeRequired" }