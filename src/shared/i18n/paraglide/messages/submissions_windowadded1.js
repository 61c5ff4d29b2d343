import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Windowadded1Inputs */

const en_submissions_windowadded1 = /** @type {(inputs: Submissions_Windowadded1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} ${i?.window} is offered from now on.`)
};

const fil_submissions_windowadded1 = /** @type {(inputs: Submissions_Windowadded1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inaalok na ang ${i?.day} ${i?.window} simula ngayon.`)
};

/**
* | output |
* | --- |
* | "{day} {window} is offered from now on." |
*
* @param {Submissions_Windowadded1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowadded1 = /** @type {((inputs: Submissions_Windowadded1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowadded1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowadded1(inputs)
	return en_submissions_windowadded1(inputs)
});
export { submissions_windowadded1 as "submissions.windowAdded" }