import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Endsat1Inputs */

const en_submissions_endsat1 = /** @type {(inputs: Submissions_Endsat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

/**
* | output |
* | --- |
* | "Ends" |
*
* @param {Submissions_Endsat1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_endsat1 = /** @type {((inputs?: Submissions_Endsat1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Endsat1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_endsat1(inputs)
});
export { submissions_endsat1 as "submissions.endsAt" }