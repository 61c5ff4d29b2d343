import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Removedaylimit2Inputs */

const en_submissions_removedaylimit2 = /** @type {(inputs: Submissions_Removedaylimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

const fil_submissions_removedaylimit2 = /** @type {(inputs: Submissions_Removedaylimit2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggalin`)
};

/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Submissions_Removedaylimit2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_removedaylimit2 = /** @type {((inputs?: Submissions_Removedaylimit2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Removedaylimit2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_removedaylimit2(inputs)
	return en_submissions_removedaylimit2(inputs)
});
export { submissions_removedaylimit2 as "submissions.removeDayLimit" }