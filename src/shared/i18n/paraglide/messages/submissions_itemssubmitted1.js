import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemssubmitted1Inputs */

const en_submissions_itemssubmitted1 = /** @type {(inputs: Submissions_Itemssubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items Submitted!`)
};

const fil_submissions_itemssubmitted1 = /** @type {(inputs: Submissions_Itemssubmitted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na-submit na ang mga gamit!`)
};

/**
* | output |
* | --- |
* | "Items Submitted!" |
*
* @param {Submissions_Itemssubmitted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemssubmitted1 = /** @type {((inputs?: Submissions_Itemssubmitted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemssubmitted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemssubmitted1(inputs)
	return en_submissions_itemssubmitted1(inputs)
});
export { submissions_itemssubmitted1 as "submissions.itemsSubmitted" }