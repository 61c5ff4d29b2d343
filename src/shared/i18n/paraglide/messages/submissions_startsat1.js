import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Startsat1Inputs */

const en_submissions_startsat1 = /** @type {(inputs: Submissions_Startsat1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starts`)
};

/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Submissions_Startsat1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_startsat1 = /** @type {((inputs?: Submissions_Startsat1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Startsat1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_startsat1(inputs)
});
export { submissions_startsat1 as "submissions.startsAt" }