import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Submissions_Liftsuspensionof2Inputs */

const en_submissions_liftsuspensionof2 = /** @type {(inputs: Submissions_Liftsuspensionof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lift the suspension on ${i?.date}`)
};

const fil_submissions_liftsuspensionof2 = /** @type {(inputs: Submissions_Liftsuspensionof2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alisin ang suspensyon sa ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Lift the suspension on {date}" |
*
* @param {Submissions_Liftsuspensionof2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_liftsuspensionof2 = /** @type {((inputs: Submissions_Liftsuspensionof2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Liftsuspensionof2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_liftsuspensionof2(inputs)
	return en_submissions_liftsuspensionof2(inputs)
});
export { submissions_liftsuspensionof2 as "submissions.liftSuspensionOf" }