import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Submissions_Weekrange1Inputs */

const en_submissions_weekrange1 = /** @type {(inputs: Submissions_Weekrange1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} – ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} – {to}" |
*
* @param {Submissions_Weekrange1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_weekrange1 = /** @type {((inputs: Submissions_Weekrange1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Weekrange1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_weekrange1(inputs)
});
export { submissions_weekrange1 as "submissions.weekRange" }