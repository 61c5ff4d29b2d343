import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Savecapacity1Inputs */

const en_submissions_savecapacity1 = /** @type {(inputs: Submissions_Savecapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

const fil_submissions_savecapacity1 = /** @type {(inputs: Submissions_Savecapacity1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-save`)
};

/**
* | output |
* | --- |
* | "Save" |
*
* @param {Submissions_Savecapacity1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_savecapacity1 = /** @type {((inputs?: Submissions_Savecapacity1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Savecapacity1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_savecapacity1(inputs)
	return en_submissions_savecapacity1(inputs)
});
export { submissions_savecapacity1 as "submissions.saveCapacity" }