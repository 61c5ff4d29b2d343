import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photosgone1Inputs */

const en_submissions_photosgone1 = /** @type {(inputs: Submissions_Photosgone1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of your photos are no longer available. Please remove them and take or upload them again.`)
};

/**
* | output |
* | --- |
* | "Some of your photos are no longer available. Please remove them and take or upload them again." |
*
* @param {Submissions_Photosgone1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_photosgone1 = /** @type {((inputs?: Submissions_Photosgone1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photosgone1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_photosgone1(inputs)
});
export { submissions_photosgone1 as "submissions.photosGone" }