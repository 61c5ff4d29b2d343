import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemsresellable1Inputs */

const en_submissions_itemsresellable1 = /** @type {(inputs: Submissions_Itemsresellable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items resellable`)
};

const fil_submissions_itemsresellable1 = /** @type {(inputs: Submissions_Itemsresellable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga gamit na puwedeng ibenta ulit`)
};

/**
* | output |
* | --- |
* | "Items resellable" |
*
* @param {Submissions_Itemsresellable1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemsresellable1 = /** @type {((inputs?: Submissions_Itemsresellable1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemsresellable1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemsresellable1(inputs)
	return en_submissions_itemsresellable1(inputs)
});
export { submissions_itemsresellable1 as "submissions.itemsResellable" }