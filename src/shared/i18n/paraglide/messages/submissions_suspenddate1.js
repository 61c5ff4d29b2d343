import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspenddate1Inputs */

const en_submissions_suspenddate1 = /** @type {(inputs: Submissions_Suspenddate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date to suspend`)
};

const fil_submissions_suspenddate1 = /** @type {(inputs: Submissions_Suspenddate1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petsang sususpindihin`)
};

/**
* | output |
* | --- |
* | "Date to suspend" |
*
* @param {Submissions_Suspenddate1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspenddate1 = /** @type {((inputs?: Submissions_Suspenddate1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspenddate1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspenddate1(inputs)
	return en_submissions_suspenddate1(inputs)
});
export { submissions_suspenddate1 as "submissions.suspendDate" }