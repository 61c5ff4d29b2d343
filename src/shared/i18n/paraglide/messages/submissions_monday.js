import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_MondayInputs */

const en_submissions_monday = /** @type {(inputs: Submissions_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monday`)
};

const fil_submissions_monday = /** @type {(inputs: Submissions_MondayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lunes`)
};

/**
* | output |
* | --- |
* | "Monday" |
*
* @param {Submissions_MondayInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_monday = /** @type {((inputs?: Submissions_MondayInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_MondayInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_monday(inputs)
	return en_submissions_monday(inputs)
});
export { submissions_monday as "submissions.monday" }