import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Postalcodeplaceholder2Inputs */

const en_submissions_postalcodeplaceholder2 = /** @type {(inputs: Submissions_Postalcodeplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1200`)
};

const fil_submissions_postalcodeplaceholder2 = /** @type {(inputs: Submissions_Postalcodeplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1200`)
};

/**
* | output |
* | --- |
* | "1200" |
*
* @param {Submissions_Postalcodeplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_postalcodeplaceholder2 = /** @type {((inputs?: Submissions_Postalcodeplaceholder2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Postalcodeplaceholder2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_postalcodeplaceholder2(inputs)
	return en_submissions_postalcodeplaceholder2(inputs)
});
export { submissions_postalcodeplaceholder2 as "submissions.postalCodePlaceholder" }