import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Daysuspendedtitle2Inputs */

const en_submissions_daysuspendedtitle2 = /** @type {(inputs: Submissions_Daysuspendedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day suspended`)
};

const fil_submissions_daysuspendedtitle2 = /** @type {(inputs: Submissions_Daysuspendedtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nasuspinde ang araw`)
};

/**
* | output |
* | --- |
* | "Day suspended" |
*
* @param {Submissions_Daysuspendedtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_daysuspendedtitle2 = /** @type {((inputs?: Submissions_Daysuspendedtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Daysuspendedtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_daysuspendedtitle2(inputs)
	return en_submissions_daysuspendedtitle2(inputs)
});
export { submissions_daysuspendedtitle2 as "submissions.daySuspendedTitle" }