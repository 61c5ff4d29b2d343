import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcountnegative2Inputs */

const en_submissions_itemcountnegative2 = /** @type {(inputs: Submissions_Itemcountnegative2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count cannot be negative`)
};

const fil_submissions_itemcountnegative2 = /** @type {(inputs: Submissions_Itemcountnegative2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi puwedeng negatibo ang bilang ng gamit`)
};

/**
* | output |
* | --- |
* | "Item count cannot be negative" |
*
* @param {Submissions_Itemcountnegative2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemcountnegative2 = /** @type {((inputs?: Submissions_Itemcountnegative2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcountnegative2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemcountnegative2(inputs)
	return en_submissions_itemcountnegative2(inputs)
});
export { submissions_itemcountnegative2 as "submissions.itemCountNegative" }