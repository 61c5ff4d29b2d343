import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemsresellablenote2Inputs */

const en_submissions_itemsresellablenote2 = /** @type {(inputs: Submissions_Itemsresellablenote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From staff notes, open and done requests`)
};

/**
* | output |
* | --- |
* | "From staff notes, open and done requests" |
*
* @param {Submissions_Itemsresellablenote2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_itemsresellablenote2 = /** @type {((inputs?: Submissions_Itemsresellablenote2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemsresellablenote2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_itemsresellablenote2(inputs)
});
export { submissions_itemsresellablenote2 as "submissions.itemsResellableNote" }