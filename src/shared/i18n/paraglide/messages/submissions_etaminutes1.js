import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Submissions_Etaminutes1Inputs */

const en_submissions_etaminutes1 = /** @type {(inputs: Submissions_Etaminutes1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} minutes`)
};

/**
* | output |
* | --- |
* | "{minutes} minutes" |
*
* @param {Submissions_Etaminutes1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_etaminutes1 = /** @type {((inputs: Submissions_Etaminutes1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Etaminutes1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_etaminutes1(inputs)
});
export { submissions_etaminutes1 as "submissions.etaMinutes" }