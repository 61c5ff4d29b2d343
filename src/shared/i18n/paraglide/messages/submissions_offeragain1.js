import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Offeragain1Inputs */

const en_submissions_offeragain1 = /** @type {(inputs: Submissions_Offeragain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer again`)
};

/**
* | output |
* | --- |
* | "Offer again" |
*
* @param {Submissions_Offeragain1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_offeragain1 = /** @type {((inputs?: Submissions_Offeragain1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Offeragain1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_offeragain1(inputs)
});
export { submissions_offeragain1 as "submissions.offerAgain" }