import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Photoremoved1Inputs */

const en_submissions_photoremoved1 = /** @type {(inputs: Submissions_Photoremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is no longer part of your request.`)
};

const fil_submissions_photoremoved1 = /** @type {(inputs: Submissions_Photoremoved1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na ito bahagi ng request mo.`)
};

/**
* | output |
* | --- |
* | "It is no longer part of your request." |
*
* @param {Submissions_Photoremoved1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_photoremoved1 = /** @type {((inputs?: Submissions_Photoremoved1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Photoremoved1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_photoremoved1(inputs)
	return en_submissions_photoremoved1(inputs)
});
export { submissions_photoremoved1 as "submissions.photoRemoved" }