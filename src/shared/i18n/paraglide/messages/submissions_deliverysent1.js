import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Deliverysent1Inputs */

const en_submissions_deliverysent1 = /** @type {(inputs: Submissions_Deliverysent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sent`)
};

const fil_submissions_deliverysent1 = /** @type {(inputs: Submissions_Deliverysent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`naipadala`)
};

/**
* | output |
* | --- |
* | "sent" |
*
* @param {Submissions_Deliverysent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_deliverysent1 = /** @type {((inputs?: Submissions_Deliverysent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Deliverysent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_deliverysent1(inputs)
	return en_submissions_deliverysent1(inputs)
});
export { submissions_deliverysent1 as "submissions.deliverySent" }