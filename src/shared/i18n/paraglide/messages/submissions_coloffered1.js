import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Coloffered1Inputs */

const en_submissions_coloffered1 = /** @type {(inputs: Submissions_Coloffered1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered`)
};

/**
* | output |
* | --- |
* | "Offered" |
*
* @param {Submissions_Coloffered1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_coloffered1 = /** @type {((inputs?: Submissions_Coloffered1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Coloffered1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_coloffered1(inputs)
});
export { submissions_coloffered1 as "submissions.colOffered" }