import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Removetruck1Inputs */

const en_submissions_removetruck1 = /** @type {(inputs: Submissions_Removetruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fil_submissions_removetruck1 = /** @type {(inputs: Submissions_Removetruck1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alisin`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Submissions_Removetruck1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_removetruck1 = /** @type {((inputs?: Submissions_Removetruck1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removetruck1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_removetruck1(inputs)
	return en_submissions_removetruck1(inputs)
});
export { submissions_removetruck1 as "submissions.removeTruck" }