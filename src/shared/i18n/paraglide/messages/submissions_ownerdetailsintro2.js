import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownerdetailsintro2Inputs */

const en_submissions_ownerdetailsintro2 = /** @type {(inputs: Submissions_Ownerdetailsintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll send your tracking number by e-mail and SMS.`)
};

/**
* | output |
* | --- |
* | "We'll send your tracking number by e-mail and SMS." |
*
* @param {Submissions_Ownerdetailsintro2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_ownerdetailsintro2 = /** @type {((inputs?: Submissions_Ownerdetailsintro2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownerdetailsintro2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_ownerdetailsintro2(inputs)
});
export { submissions_ownerdetailsintro2 as "submissions.ownerDetailsIntro" }