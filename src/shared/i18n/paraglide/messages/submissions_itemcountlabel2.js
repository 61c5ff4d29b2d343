import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcountlabel2Inputs */

const en_submissions_itemcountlabel2 = /** @type {(inputs: Submissions_Itemcountlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count`)
};

/**
* | output |
* | --- |
* | "Item count" |
*
* @param {Submissions_Itemcountlabel2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemcountlabel2 = /** @type {((inputs?: Submissions_Itemcountlabel2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcountlabel2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemcountlabel2(inputs)
});
export { submissions_itemcountlabel2 as "submissions.itemCountLabel" }