import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcountwhole2Inputs */

const en_submissions_itemcountwhole2 = /** @type {(inputs: Submissions_Itemcountwhole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count must be a whole number`)
};

const fil_submissions_itemcountwhole2 = /** @type {(inputs: Submissions_Itemcountwhole2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dapat buong numero ang bilang ng gamit`)
};

/**
* | output |
* | --- |
* | "Item count must be a whole number" |
*
* @param {Submissions_Itemcountwhole2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemcountwhole2 = /** @type {((inputs?: Submissions_Itemcountwhole2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcountwhole2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemcountwhole2(inputs)
	return en_submissions_itemcountwhole2(inputs)
});
export { submissions_itemcountwhole2 as "submissions.itemCountWhole" }