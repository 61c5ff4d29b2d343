import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewmyitems2Inputs */

const en_submissions_viewmyitems2 = /** @type {(inputs: Submissions_Viewmyitems2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View My Items`)
};

/**
* | output |
* | --- |
* | "View My Items" |
*
* @param {Submissions_Viewmyitems2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_viewmyitems2 = /** @type {((inputs?: Submissions_Viewmyitems2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewmyitems2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_viewmyitems2(inputs)
});
export { submissions_viewmyitems2 as "submissions.viewMyItems" }