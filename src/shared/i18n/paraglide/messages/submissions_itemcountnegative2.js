import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcountnegative2Inputs */

const en_submissions_itemcountnegative2 = /** @type {(inputs: Submissions_Itemcountnegative2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count cannot be negative`)
};

/**
* | output |
* | --- |
* | "Item count cannot be negative" |
*
* @param {Submissions_Itemcountnegative2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemcountnegative2 = /** @type {((inputs?: Submissions_Itemcountnegative2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcountnegative2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemcountnegative2(inputs)
});
export { submissions_itemcountnegative2 as "submissions.itemCountNegative" }