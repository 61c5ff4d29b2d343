import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Preferredwindow1Inputs */

const en_submissions_preferredwindow1 = /** @type {(inputs: Submissions_Preferredwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred pickup window`)
};

const fil_submissions_preferredwindow1 = /** @type {(inputs: Submissions_Preferredwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gustong oras ng pickup`)
};

/**
* | output |
* | --- |
* | "Preferred pickup window" |
*
* @param {Submissions_Preferredwindow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_preferredwindow1 = /** @type {((inputs?: Submissions_Preferredwindow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Preferredwindow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_preferredwindow1(inputs)
	return en_submissions_preferredwindow1(inputs)
});
export { submissions_preferredwindow1 as "submissions.preferredWindow" }