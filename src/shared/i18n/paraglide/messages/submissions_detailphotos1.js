import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailphotos1Inputs */

const en_submissions_detailphotos1 = /** @type {(inputs: Submissions_Detailphotos1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photos`)
};

/**
* | output |
* | --- |
* | "Photos" |
*
* @param {Submissions_Detailphotos1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_detailphotos1 = /** @type {((inputs?: Submissions_Detailphotos1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailphotos1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_detailphotos1(inputs)
});
export { submissions_detailphotos1 as "submissions.detailPhotos" }