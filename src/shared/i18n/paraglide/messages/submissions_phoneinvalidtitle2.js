import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Phoneinvalidtitle2Inputs */

const en_submissions_phoneinvalidtitle2 = /** @type {(inputs: Submissions_Phoneinvalidtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Phone Number`)
};

/**
* | output |
* | --- |
* | "Invalid Phone Number" |
*
* @param {Submissions_Phoneinvalidtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_phoneinvalidtitle2 = /** @type {((inputs?: Submissions_Phoneinvalidtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Phoneinvalidtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_phoneinvalidtitle2(inputs)
});
export { submissions_phoneinvalidtitle2 as "submissions.phoneInvalidTitle" }