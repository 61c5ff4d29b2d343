import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemssubmitted1Inputs */

const en_submissions_itemssubmitted1 = /** @type {(inputs: Submissions_Itemssubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items Submitted!`)
};

/**
* | output |
* | --- |
* | "Items Submitted!" |
*
* @param {Submissions_Itemssubmitted1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemssubmitted1 = /** @type {((inputs?: Submissions_Itemssubmitted1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemssubmitted1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemssubmitted1(inputs)
});
export { submissions_itemssubmitted1 as "submissions.itemsSubmitted" }