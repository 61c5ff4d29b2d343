import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliveryskipped1Inputs */

const en_submissions_deliveryskipped1 = /** @type {(inputs: Submissions_Deliveryskipped1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`skipped`)
};

const fil_submissions_deliveryskipped1 = /** @type {(inputs: Submissions_Deliveryskipped1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nilaktawan`)
};

/**
* | output |
* | --- |
* | "skipped" |
*
* @param {Submissions_Deliveryskipped1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliveryskipped1 = /** @type {((inputs?: Submissions_Deliveryskipped1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliveryskipped1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliveryskipped1(inputs)
	return en_submissions_deliveryskipped1(inputs)
});
export { submissions_deliveryskipped1 as "submissions.deliverySkipped" }