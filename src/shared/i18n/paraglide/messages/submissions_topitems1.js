import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Topitems1Inputs */

const en_submissions_topitems1 = /** @type {(inputs: Submissions_Topitems1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top Items`)
};

/**
* | output |
* | --- |
* | "Top Items" |
*
* @param {Submissions_Topitems1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_topitems1 = /** @type {((inputs?: Submissions_Topitems1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Topitems1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_topitems1(inputs)
});
export { submissions_topitems1 as "submissions.topItems" }