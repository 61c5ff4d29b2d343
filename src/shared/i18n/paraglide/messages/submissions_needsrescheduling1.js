import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Needsrescheduling1Inputs */

const en_submissions_needsrescheduling1 = /** @type {(inputs: Submissions_Needsrescheduling1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs rescheduling`)
};

const fil_submissions_needsrescheduling1 = /** @type {(inputs: Submissions_Needsrescheduling1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kailangang i-reschedule`)
};

/**
* | output |
* | --- |
* | "Needs rescheduling" |
*
* @param {Submissions_Needsrescheduling1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_needsrescheduling1 = /** @type {((inputs?: Submissions_Needsrescheduling1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Needsrescheduling1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_needsrescheduling1(inputs)
	return en_submissions_needsrescheduling1(inputs)
});
export { submissions_needsrescheduling1 as "submissions.needsRescheduling" }