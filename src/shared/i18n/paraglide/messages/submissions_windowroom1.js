import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ capacity: NonNullable<unknown>, remaining: NonNullable<unknown>, window: NonNullable<unknown> }} Submissions_Windowroom1Inputs */

const en_submissions_windowroom1 = /** @type {(inputs: Submissions_Windowroom1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} · ${i?.remaining} of ${i?.capacity} left`)
};

const fil_submissions_windowroom1 = /** @type {(inputs: Submissions_Windowroom1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.window} · ${i?.remaining} sa ${i?.capacity} ang natitira`)
};

/**
* | output |
* | --- |
* | "{window} · {remaining} of {capacity} left" |
*
* @param {Submissions_Windowroom1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowroom1 = /** @type {((inputs: Submissions_Windowroom1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowroom1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowroom1(inputs)
	return en_submissions_windowroom1(inputs)
});
export { submissions_windowroom1 as "submissions.windowRoom" }