import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Colwindow1Inputs */

const en_submissions_colwindow1 = /** @type {(inputs: Submissions_Colwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

const fil_submissions_colwindow1 = /** @type {(inputs: Submissions_Colwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slot`)
};

/**
* | output |
* | --- |
* | "Window" |
*
* @param {Submissions_Colwindow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_colwindow1 = /** @type {((inputs?: Submissions_Colwindow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Colwindow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_colwindow1(inputs)
	return en_submissions_colwindow1(inputs)
});
export { submissions_colwindow1 as "submissions.colWindow" }