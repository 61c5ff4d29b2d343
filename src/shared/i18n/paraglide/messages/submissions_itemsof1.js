import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Submissions_Itemsof1Inputs */

const en_submissions_itemsof1 = /** @type {(inputs: Submissions_Itemsof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Items of ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Items of {name}" |
*
* @param {Submissions_Itemsof1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemsof1 = /** @type {((inputs: Submissions_Itemsof1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemsof1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemsof1(inputs)
});
export { submissions_itemsof1 as "submissions.itemsOf" }