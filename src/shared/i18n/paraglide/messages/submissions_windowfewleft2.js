import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ remaining: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Windowfewleft2Inputs */

const en_submissions_windowfewleft2 = /** @type {(inputs: Submissions_Windowfewleft2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} (only ${i?.remaining} left)`)
};

const fil_submissions_windowfewleft2 = /** @type {(inputs: Submissions_Windowfewleft2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} (${i?.remaining} na lang ang natitira)`)
};

/**
* | output |
* | --- |
* | "{window} (only {remaining} left)" |
*
* @param {Submissions_Windowfewleft2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowfewleft2 = /** @type {((inputs: Submissions_Windowfewleft2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowfewleft2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowfewleft2(inputs)
	return en_submissions_windowfewleft2(inputs)
});
export { submissions_windowfewleft2 as "submissions.windowFewLeft" }