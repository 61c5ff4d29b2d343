import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Copytrackingnumber2Inputs */

const en_submissions_copytrackingnumber2 = /** @type {(inputs: Submissions_Copytrackingnumber2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy tracking number`)
};

/**
* | output |
* | --- |
* | "Copy tracking number" |
*
* @param {Submissions_Copytrackingnumber2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_copytrackingnumber2 = /** @type {((inputs?: Submissions_Copytrackingnumber2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Copytrackingnumber2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_copytrackingnumber2(inputs)
});
export { submissions_copytrackingnumber2 as "submissions.copyTrackingNumber" }