import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionstitle1Inputs */

const en_submissions_suspensionstitle1 = /** @type {(inputs: Submissions_Suspensionstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Typhoon and suspension days`)
};

const fil_submissions_suspensionstitle1 = /** @type {(inputs: Submissions_Suspensionstitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mga araw ng bagyo at suspensyon`)
};

/**
* | output |
* | --- |
* | "Typhoon and suspension days" |
*
* @param {Submissions_Suspensionstitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionstitle1 = /** @type {((inputs?: Submissions_Suspensionstitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionstitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionstitle1(inputs)
	return en_submissions_suspensionstitle1(inputs)
});
export { submissions_suspensionstitle1 as "submissions.suspensionsTitle" }