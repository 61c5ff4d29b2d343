import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Viewmyitems2Inputs */

const en_submissions_viewmyitems2 = /** @type {(inputs: Submissions_Viewmyitems2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View My Items`)
};

const fil_submissions_viewmyitems2 = /** @type {(inputs: Submissions_Viewmyitems2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang Aking mga Gamit`)
};

/**
* | output |
* | --- |
* | "View My Items" |
*
* @param {Submissions_Viewmyitems2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_viewmyitems2 = /** @type {((inputs?: Submissions_Viewmyitems2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Viewmyitems2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_viewmyitems2(inputs)
	return en_submissions_viewmyitems2(inputs)
});
export { submissions_viewmyitems2 as "submissions.viewMyItems" }