import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Profittoolarge2Inputs */

const en_submissions_profittoolarge2 = /** @type {(inputs: Submissions_Profittoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possible profit is too large`)
};

/**
* | output |
* | --- |
* | "Possible profit is too large" |
*
* @param {Submissions_Profittoolarge2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_profittoolarge2 = /** @type {((inputs?: Submissions_Profittoolarge2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Profittoolarge2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_profittoolarge2(inputs)
});
export { submissions_profittoolarge2 as "submissions.profitTooLarge" }