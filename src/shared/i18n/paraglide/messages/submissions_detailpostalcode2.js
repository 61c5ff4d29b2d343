import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Detailpostalcode2Inputs */

const en_submissions_detailpostalcode2 = /** @type {(inputs: Submissions_Detailpostalcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Submissions_Detailpostalcode2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_detailpostalcode2 = /** @type {((inputs?: Submissions_Detailpostalcode2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Detailpostalcode2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_detailpostalcode2(inputs)
});
export { submissions_detailpostalcode2 as "submissions.detailPostalCode" }