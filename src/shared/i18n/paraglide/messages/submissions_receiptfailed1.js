import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Receiptfailed1Inputs */

const en_submissions_receiptfailed1 = /** @type {(inputs: Submissions_Receiptfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not find your submission data.`)
};

const fil_submissions_receiptfailed1 = /** @type {(inputs: Submissions_Receiptfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin mahanap ang data ng submission mo.`)
};

/**
* | output |
* | --- |
* | "Could not find your submission data." |
*
* @param {Submissions_Receiptfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_receiptfailed1 = /** @type {((inputs?: Submissions_Receiptfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Receiptfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_receiptfailed1(inputs)
	return en_submissions_receiptfailed1(inputs)
});
export { submissions_receiptfailed1 as "submissions.receiptFailed" }