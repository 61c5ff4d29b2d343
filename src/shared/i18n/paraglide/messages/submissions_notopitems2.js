import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Notopitems2Inputs */

const en_submissions_notopitems2 = /** @type {(inputs: Submissions_Notopitems2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item names appear here once photos are labelled. Name items on the review screen or in the gallery.`)
};

const fil_submissions_notopitems2 = /** @type {(inputs: Submissions_Notopitems2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lalabas dito ang mga pangalan ng gamit kapag may label na ang mga litrato. Pangalanan ang mga gamit sa review screen o sa gallery.`)
};

/**
* | output |
* | --- |
* | "Item names appear here once photos are labelled. Name items on the review screen or in the gallery." |
*
* @param {Submissions_Notopitems2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_notopitems2 = /** @type {((inputs?: Submissions_Notopitems2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Notopitems2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_notopitems2(inputs)
	return en_submissions_notopitems2(inputs)
});
export { submissions_notopitems2 as "submissions.noTopItems" }