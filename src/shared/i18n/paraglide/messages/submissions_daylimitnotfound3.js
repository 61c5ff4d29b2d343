import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daylimitnotfound3Inputs */

const en_submissions_daylimitnotfound3 = /** @type {(inputs: Submissions_Daylimitnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This day limit no longer exists`)
};

const fil_submissions_daylimitnotfound3 = /** @type {(inputs: Submissions_Daylimitnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wala na ang limit na ito para sa araw na iyon`)
};

/**
* | output |
* | --- |
* | "This day limit no longer exists" |
*
* @param {Submissions_Daylimitnotfound3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daylimitnotfound3 = /** @type {((inputs?: Submissions_Daylimitnotfound3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daylimitnotfound3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daylimitnotfound3(inputs)
	return en_submissions_daylimitnotfound3(inputs)
});
export { submissions_daylimitnotfound3 as "submissions.dayLimitNotFound" }