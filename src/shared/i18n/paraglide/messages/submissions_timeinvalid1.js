import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Timeinvalid1Inputs */

const en_submissions_timeinvalid1 = /** @type {(inputs: Submissions_Timeinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a time as HH:MM, e.g. 08:00`)
};

const fil_submissions_timeinvalid1 = /** @type {(inputs: Submissions_Timeinvalid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ilagay ang oras bilang HH:MM, hal. 08:00`)
};

/**
* | output |
* | --- |
* | "Enter a time as HH:MM, e.g. 08:00" |
*
* @param {Submissions_Timeinvalid1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_timeinvalid1 = /** @type {((inputs?: Submissions_Timeinvalid1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Timeinvalid1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_timeinvalid1(inputs)
	return en_submissions_timeinvalid1(inputs)
});
export { submissions_timeinvalid1 as "submissions.timeInvalid" }