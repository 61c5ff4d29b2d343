import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notopitems2Inputs */

const en_submissions_notopitems2 = /** @type {(inputs: Submissions_Notopitems2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item names appear here once photos are labelled. Name items on the review screen or in the gallery.`)
};

/**
* | output |
* | --- |
* | "Item names appear here once photos are labelled. Name items on the review screen or in the gallery." |
*
* @param {Submissions_Notopitems2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_notopitems2 = /** @type {((inputs?: Submissions_Notopitems2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notopitems2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_notopitems2(inputs)
});
export { submissions_notopitems2 as "submissions.noTopItems" }