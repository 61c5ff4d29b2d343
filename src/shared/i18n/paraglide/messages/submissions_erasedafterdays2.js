import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Submissions_Erasedafterdays2Inputs */

const en_submissions_erasedafterdays2 = /** @type {(inputs: Submissions_Erasedafterdays2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erased after ${i?.days} days`)
};

const fil_submissions_erasedafterdays2 = /** @type {(inputs: Submissions_Erasedafterdays2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Binura pagkalipas ng ${i?.days} araw`)
};

/**
* | output |
* | --- |
* | "Erased after {days} days" |
*
* @param {Submissions_Erasedafterdays2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_erasedafterdays2 = /** @type {((inputs: Submissions_Erasedafterdays2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Erasedafterdays2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_erasedafterdays2(inputs)
	return en_submissions_erasedafterdays2(inputs)
});
export { submissions_erasedafterdays2 as "submissions.erasedAfterDays" }