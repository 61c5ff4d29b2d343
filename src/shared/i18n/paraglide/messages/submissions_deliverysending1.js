import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliverysending1Inputs */

const en_submissions_deliverysending1 = /** @type {(inputs: Submissions_Deliverysending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sending`)
};

const fil_submissions_deliverysending1 = /** @type {(inputs: Submissions_Deliverysending1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ipinapadala`)
};

/**
* | output |
* | --- |
* | "sending" |
*
* @param {Submissions_Deliverysending1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliverysending1 = /** @type {((inputs?: Submissions_Deliverysending1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliverysending1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliverysending1(inputs)
	return en_submissions_deliverysending1(inputs)
});
export { submissions_deliverysending1 as "submissions.deliverySending" }