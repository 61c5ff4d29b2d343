import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Uploadtitle1Inputs */

const en_submissions_uploadtitle1 = /** @type {(inputs: Submissions_Uploadtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here's your item!`)
};

/**
* | output |
* | --- |
* | "Here's your item!" |
*
* @param {Submissions_Uploadtitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_uploadtitle1 = /** @type {((inputs?: Submissions_Uploadtitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Uploadtitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_uploadtitle1(inputs)
});
export { submissions_uploadtitle1 as "submissions.uploadTitle" }