import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Addwindow1Inputs */

const en_submissions_addwindow1 = /** @type {(inputs: Submissions_Addwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a window`)
};

const fil_submissions_addwindow1 = /** @type {(inputs: Submissions_Addwindow1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Magdagdag ng slot`)
};

/**
* | output |
* | --- |
* | "Add a window" |
*
* @param {Submissions_Addwindow1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_addwindow1 = /** @type {((inputs?: Submissions_Addwindow1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Addwindow1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_addwindow1(inputs)
	return en_submissions_addwindow1(inputs)
});
export { submissions_addwindow1 as "submissions.addWindow" }