import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcountlabel2Inputs */

const en_submissions_itemcountlabel2 = /** @type {(inputs: Submissions_Itemcountlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count`)
};

const fil_submissions_itemcountlabel2 = /** @type {(inputs: Submissions_Itemcountlabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bilang ng gamit`)
};

/**
* | output |
* | --- |
* | "Item count" |
*
* @param {Submissions_Itemcountlabel2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemcountlabel2 = /** @type {((inputs?: Submissions_Itemcountlabel2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcountlabel2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemcountlabel2(inputs)
	return en_submissions_itemcountlabel2(inputs)
});
export { submissions_itemcountlabel2 as "submissions.itemCountLabel" }