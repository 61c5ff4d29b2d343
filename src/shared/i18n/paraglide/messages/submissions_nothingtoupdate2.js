import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nothingtoupdate2Inputs */

const en_submissions_nothingtoupdate2 = /** @type {(inputs: Submissions_Nothingtoupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to update`)
};

const fil_submissions_nothingtoupdate2 = /** @type {(inputs: Submissions_Nothingtoupdate2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walang babaguhin`)
};

/**
* | output |
* | --- |
* | "Nothing to update" |
*
* @param {Submissions_Nothingtoupdate2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_nothingtoupdate2 = /** @type {((inputs?: Submissions_Nothingtoupdate2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nothingtoupdate2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_nothingtoupdate2(inputs)
	return en_submissions_nothingtoupdate2(inputs)
});
export { submissions_nothingtoupdate2 as "submissions.nothingToUpdate" }