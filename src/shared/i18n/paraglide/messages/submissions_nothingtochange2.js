import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nothingtochange2Inputs */

const en_submissions_nothingtochange2 = /** @type {(inputs: Submissions_Nothingtochange2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to change`)
};

const fil_submissions_nothingtochange2 = /** @type {(inputs: Submissions_Nothingtochange2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang babaguhin`)
};

/**
* | output |
* | --- |
* | "Nothing to change" |
*
* @param {Submissions_Nothingtochange2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nothingtochange2 = /** @type {((inputs?: Submissions_Nothingtochange2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nothingtochange2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nothingtochange2(inputs)
	return en_submissions_nothingtochange2(inputs)
});
export { submissions_nothingtochange2 as "submissions.nothingToChange" }