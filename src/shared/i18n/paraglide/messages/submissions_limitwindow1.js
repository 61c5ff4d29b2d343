import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Limitwindow1Inputs */

const en_submissions_limitwindow1 = /** @type {(inputs: Submissions_Limitwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

const fil_submissions_limitwindow1 = /** @type {(inputs: Submissions_Limitwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slot`)
};

/**
* | output |
* | --- |
* | "Window" |
*
* @param {Submissions_Limitwindow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_limitwindow1 = /** @type {((inputs?: Submissions_Limitwindow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Limitwindow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_limitwindow1(inputs)
	return en_submissions_limitwindow1(inputs)
});
export { submissions_limitwindow1 as "submissions.limitWindow" }