import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusprocessing1Inputs */

const en_submissions_statusprocessing1 = /** @type {(inputs: Submissions_Statusprocessing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing`)
};

const fil_submissions_statusprocessing1 = /** @type {(inputs: Submissions_Statusprocessing1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pinoproseso`)
};

/**
* | output |
* | --- |
* | "Processing" |
*
* @param {Submissions_Statusprocessing1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusprocessing1 = /** @type {((inputs?: Submissions_Statusprocessing1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusprocessing1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusprocessing1(inputs)
	return en_submissions_statusprocessing1(inputs)
});
export { submissions_statusprocessing1 as "submissions.statusProcessing" }