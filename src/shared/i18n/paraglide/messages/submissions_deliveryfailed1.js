import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryfailed1Inputs */

const en_submissions_deliveryfailed1 = /** @type {(inputs: Submissions_Deliveryfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

const fil_submissions_deliveryfailed1 = /** @type {(inputs: Submissions_Deliveryfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bigo`)
};

/**
* | output |
* | --- |
* | "failed" |
*
* @param {Submissions_Deliveryfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryfailed1 = /** @type {((inputs?: Submissions_Deliveryfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryfailed1(inputs)
	return en_submissions_deliveryfailed1(inputs)
});
export { submissions_deliveryfailed1 as "submissions.deliveryFailed" }