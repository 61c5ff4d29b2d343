import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resendfailed1Inputs */

const en_submissions_resendfailed1 = /** @type {(inputs: Submissions_Resendfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was a problem resending your tracking information. Please try again.`)
};

const fil_submissions_resendfailed1 = /** @type {(inputs: Submissions_Resendfailed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nagkaproblema sa muling pagpapadala ng tracking information mo. Pakisubukan ulit.`)
};

/**
* | output |
* | --- |
* | "There was a problem resending your tracking information. Please try again." |
*
* @param {Submissions_Resendfailed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resendfailed1 = /** @type {((inputs?: Submissions_Resendfailed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resendfailed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resendfailed1(inputs)
	return en_submissions_resendfailed1(inputs)
});
export { submissions_resendfailed1 as "submissions.resendFailed" }