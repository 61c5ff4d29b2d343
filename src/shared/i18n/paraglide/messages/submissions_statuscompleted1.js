import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statuscompleted1Inputs */

const en_submissions_statuscompleted1 = /** @type {(inputs: Submissions_Statuscompleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

const fil_submissions_statuscompleted1 = /** @type {(inputs: Submissions_Statuscompleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tapos na`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Submissions_Statuscompleted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statuscompleted1 = /** @type {((inputs?: Submissions_Statuscompleted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuscompleted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statuscompleted1(inputs)
	return en_submissions_statuscompleted1(inputs)
});
export { submissions_statuscompleted1 as "submissions.statusCompleted" }