import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Markcompleted1Inputs */

const en_submissions_markcompleted1 = /** @type {(inputs: Submissions_Markcompleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as Completed`)
};

const fil_submissions_markcompleted1 = /** @type {(inputs: Submissions_Markcompleted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markahang Tapos Na`)
};

/**
* | output |
* | --- |
* | "Mark as Completed" |
*
* @param {Submissions_Markcompleted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_markcompleted1 = /** @type {((inputs?: Submissions_Markcompleted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Markcompleted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_markcompleted1(inputs)
	return en_submissions_markcompleted1(inputs)
});
export { submissions_markcompleted1 as "submissions.markCompleted" }