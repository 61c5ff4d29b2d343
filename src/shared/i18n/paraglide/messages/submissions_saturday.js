import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SaturdayInputs */

const en_submissions_saturday = /** @type {(inputs: Submissions_SaturdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saturday`)
};

/**
* | output |
* | --- |
* | "Saturday" |
*
* @param {Submissions_SaturdayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_saturday = /** @type {((inputs?: Submissions_SaturdayInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SaturdayInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_saturday(inputs)
});
export { submissions_saturday as "submissions.saturday" }