import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Oldestrequest1Inputs */

const en_submissions_oldestrequest1 = /** @type {(inputs: Submissions_Oldestrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is the oldest request`)
};

/**
* | output |
* | --- |
* | "This is the oldest request" |
*
* @param {Submissions_Oldestrequest1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_oldestrequest1 = /** @type {((inputs?: Submissions_Oldestrequest1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Oldestrequest1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_oldestrequest1(inputs)
});
export { submissions_oldestrequest1 as "submissions.oldestRequest" }