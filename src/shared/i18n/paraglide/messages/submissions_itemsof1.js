import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Submissions_Itemsof1Inputs */

const en_submissions_itemsof1 = /** @type {(inputs: Submissions_Itemsof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Items of ${i?.name}`)
};

const fil_submissions_itemsof1 = /** @type {(inputs: Submissions_Itemsof1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mga gamit ni ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Items of {name}" |
*
* @param {Submissions_Itemsof1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemsof1 = /** @type {((inputs: Submissions_Itemsof1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemsof1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemsof1(inputs)
	return en_submissions_itemsof1(inputs)
});
export { submissions_itemsof1 as "submissions.itemsOf" }