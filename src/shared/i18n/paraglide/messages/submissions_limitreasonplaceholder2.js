import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitreasonplaceholder2Inputs */

const en_submissions_limitreasonplaceholder2 = /** @type {(inputs: Submissions_Limitreasonplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Holiday`)
};

const fil_submissions_limitreasonplaceholder2 = /** @type {(inputs: Submissions_Limitreasonplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hal. Holiday`)
};

/**
* | output |
* | --- |
* | "e.g. Holiday" |
*
* @param {Submissions_Limitreasonplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_limitreasonplaceholder2 = /** @type {((inputs?: Submissions_Limitreasonplaceholder2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitreasonplaceholder2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_limitreasonplaceholder2(inputs)
	return en_submissions_limitreasonplaceholder2(inputs)
});
export { submissions_limitreasonplaceholder2 as "submissions.limitReasonPlaceholder" }