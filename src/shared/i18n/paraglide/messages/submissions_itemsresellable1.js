import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemsresellable1Inputs */

const en_submissions_itemsresellable1 = /** @type {(inputs: Submissions_Itemsresellable1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items resellable`)
};

/**
* | output |
* | --- |
* | "Items resellable" |
*
* @param {Submissions_Itemsresellable1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemsresellable1 = /** @type {((inputs?: Submissions_Itemsresellable1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemsresellable1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemsresellable1(inputs)
});
export { submissions_itemsresellable1 as "submissions.itemsResellable" }