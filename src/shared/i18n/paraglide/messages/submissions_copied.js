import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_CopiedInputs */

const en_submissions_copied = /** @type {(inputs: Submissions_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied!`)
};

const fil_submissions_copied = /** @type {(inputs: Submissions_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nakopya na!`)
};

/**
* | output |
* | --- |
* | "Copied!" |
*
* @param {Submissions_CopiedInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_copied = /** @type {((inputs?: Submissions_CopiedInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_CopiedInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_copied(inputs)
	return en_submissions_copied(inputs)
});
export { submissions_copied as "submissions.copied" }