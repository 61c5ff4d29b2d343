import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Yourtrackingnumber2Inputs */

const en_submissions_yourtrackingnumber2 = /** @type {(inputs: Submissions_Yourtrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tracking number`)
};

/**
* | output |
* | --- |
* | "Your tracking number" |
*
* @param {Submissions_Yourtrackingnumber2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_yourtrackingnumber2 = /** @type {((inputs?: Submissions_Yourtrackingnumber2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Yourtrackingnumber2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_yourtrackingnumber2(inputs)
});
export { submissions_yourtrackingnumber2 as "submissions.yourTrackingNumber" }