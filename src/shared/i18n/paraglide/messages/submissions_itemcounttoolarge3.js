import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemcounttoolarge3Inputs */

const en_submissions_itemcounttoolarge3 = /** @type {(inputs: Submissions_Itemcounttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item count can be at most 100,000`)
};

const fil_submissions_itemcounttoolarge3 = /** @type {(inputs: Submissions_Itemcounttoolarge3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanggang 100,000 lang ang bilang ng gamit`)
};

/**
* | output |
* | --- |
* | "Item count can be at most 100,000" |
*
* @param {Submissions_Itemcounttoolarge3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemcounttoolarge3 = /** @type {((inputs?: Submissions_Itemcounttoolarge3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemcounttoolarge3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemcounttoolarge3(inputs)
	return en_submissions_itemcounttoolarge3(inputs)
});
export { submissions_itemcounttoolarge3 as "submissions.itemCountTooLarge" }