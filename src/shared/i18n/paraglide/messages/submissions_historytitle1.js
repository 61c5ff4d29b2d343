import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Historytitle1Inputs */

const en_submissions_historytitle1 = /** @type {(inputs: Submissions_Historytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status history`)
};

const fil_submissions_historytitle1 = /** @type {(inputs: Submissions_Historytitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kasaysayan ng status`)
};

/**
* | output |
* | --- |
* | "Status history" |
*
* @param {Submissions_Historytitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_historytitle1 = /** @type {((inputs?: Submissions_Historytitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Historytitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_historytitle1(inputs)
	return en_submissions_historytitle1(inputs)
});
export { submissions_historytitle1 as "submissions.historyTitle" }