import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspendday1Inputs */

const en_submissions_suspendday1 = /** @type {(inputs: Submissions_Suspendday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend the day`)
};

const fil_submissions_suspendday1 = /** @type {(inputs: Submissions_Suspendday1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspindihin ang araw`)
};

/**
* | output |
* | --- |
* | "Suspend the day" |
*
* @param {Submissions_Suspendday1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspendday1 = /** @type {((inputs?: Submissions_Suspendday1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspendday1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspendday1(inputs)
	return en_submissions_suspendday1(inputs)
});
export { submissions_suspendday1 as "submissions.suspendDay" }