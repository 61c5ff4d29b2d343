import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Resetsenttitle2Inputs */

const en_submissions_resetsenttitle2 = /** @type {(inputs: Submissions_Resetsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your e-mail`)
};

const fil_submissions_resetsenttitle2 = /** @type {(inputs: Submissions_Resetsenttitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tingnan ang iyong e-mail`)
};

/**
* | output |
* | --- |
* | "Check your e-mail" |
*
* @param {Submissions_Resetsenttitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_resetsenttitle2 = /** @type {((inputs?: Submissions_Resetsenttitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Resetsenttitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_resetsenttitle2(inputs)
	return en_submissions_resetsenttitle2(inputs)
});
export { submissions_resetsenttitle2 as "submissions.resetSentTitle" }