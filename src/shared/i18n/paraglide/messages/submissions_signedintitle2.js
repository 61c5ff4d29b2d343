import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Signedintitle2Inputs */

const en_submissions_signedintitle2 = /** @type {(inputs: Submissions_Signedintitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready to declutter?`)
};

const fil_submissions_signedintitle2 = /** @type {(inputs: Submissions_Signedintitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handa ka na bang magligpit?`)
};

/**
* | output |
* | --- |
* | "Ready to declutter?" |
*
* @param {Submissions_Signedintitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_signedintitle2 = /** @type {((inputs?: Submissions_Signedintitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Signedintitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_signedintitle2(inputs)
	return en_submissions_signedintitle2(inputs)
});
export { submissions_signedintitle2 as "submissions.signedInTitle" }