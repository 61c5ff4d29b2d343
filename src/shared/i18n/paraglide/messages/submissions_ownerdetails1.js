import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownerdetails1Inputs */

const en_submissions_ownerdetails1 = /** @type {(inputs: Submissions_Ownerdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner Details`)
};

/**
* | output |
* | --- |
* | "Owner Details" |
*
* @param {Submissions_Ownerdetails1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_ownerdetails1 = /** @type {((inputs?: Submissions_Ownerdetails1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownerdetails1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_ownerdetails1(inputs)
});
export { submissions_ownerdetails1 as "submissions.ownerDetails" }