import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcountwhole2Inputs */

const en_submissions_itemcountwhole2 = /** @type {(inputs: Submissions_Itemcountwhole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count must be a whole number`)
};

/**
* | output |
* | --- |
* | "Item count must be a whole number" |
*
* @param {Submissions_Itemcountwhole2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemcountwhole2 = /** @type {((inputs?: Submissions_Itemcountwhole2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcountwhole2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemcountwhole2(inputs)
});
export { submissions_itemcountwhole2 as "submissions.itemCountWhole" }