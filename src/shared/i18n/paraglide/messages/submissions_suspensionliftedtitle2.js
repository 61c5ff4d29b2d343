import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionliftedtitle2Inputs */

const en_submissions_suspensionliftedtitle2 = /** @type {(inputs: Submissions_Suspensionliftedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension lifted`)
};

const fil_submissions_suspensionliftedtitle2 = /** @type {(inputs: Submissions_Suspensionliftedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inalis ang suspensyon`)
};

/**
* | output |
* | --- |
* | "Suspension lifted" |
*
* @param {Submissions_Suspensionliftedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionliftedtitle2 = /** @type {((inputs?: Submissions_Suspensionliftedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionliftedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionliftedtitle2(inputs)
	return en_submissions_suspensionliftedtitle2(inputs)
});
export { submissions_suspensionliftedtitle2 as "submissions.suspensionLiftedTitle" }