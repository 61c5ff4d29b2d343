import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Submissions_Codedon1Inputs */

const en_submissions_codedon1 = /** @type {(inputs: Submissions_Codedon1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`coded on ${i?.days}`)
};

const fil_submissions_codedon1 = /** @type {(inputs: Submissions_Codedon1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`coding tuwing ${i?.days}`)
};

/**
* | output |
* | --- |
* | "coded on {days}" |
*
* @param {Submissions_Codedon1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_codedon1 = /** @type {((inputs: Submissions_Codedon1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Codedon1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_codedon1(inputs)
	return en_submissions_codedon1(inputs)
});
export { submissions_codedon1 as "submissions.codedOn" }