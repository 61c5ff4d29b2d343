import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Checklaterafter2Inputs */

const en_submissions_checklaterafter2 = /** @type {(inputs: Submissions_Checklaterafter2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any time.`)
};

const fil_submissions_checklaterafter2 = /** @type {(inputs: Submissions_Checklaterafter2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`anumang oras.`)
};

/**
* | output |
* | --- |
* | "any time." |
*
* @param {Submissions_Checklaterafter2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_checklaterafter2 = /** @type {((inputs?: Submissions_Checklaterafter2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Checklaterafter2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_checklaterafter2(inputs)
	return en_submissions_checklaterafter2(inputs)
});
export { submissions_checklaterafter2 as "submissions.checkLaterAfter" }