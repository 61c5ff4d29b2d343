import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Etalabel1Inputs */

const en_submissions_etalabel1 = /** @type {(inputs: Submissions_Etalabel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arriving in about`)
};

/**
* | output |
* | --- |
* | "Arriving in about" |
*
* @param {Submissions_Etalabel1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_etalabel1 = /** @type {((inputs?: Submissions_Etalabel1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Etalabel1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_etalabel1(inputs)
});
export { submissions_etalabel1 as "submissions.etaLabel" }