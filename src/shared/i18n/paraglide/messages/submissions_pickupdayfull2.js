import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Pickupdayfull2Inputs */

const en_submissions_pickupdayfull2 = /** @type {(inputs: Submissions_Pickupdayfull2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no pickup window left on that day. Please choose another day.`)
};

/**
* | output |
* | --- |
* | "There is no pickup window left on that day. Please choose another day." |
*
* @param {Submissions_Pickupdayfull2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_pickupdayfull2 = /** @type {((inputs?: Submissions_Pickupdayfull2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Pickupdayfull2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_pickupdayfull2(inputs)
});
export { submissions_pickupdayfull2 as "submissions.pickupDayFull" }