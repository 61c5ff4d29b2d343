import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, unanswered: NonNullable<unknown> }} Submissions_Suspensionunanswered1Inputs */

const en_submissions_suspensionunanswered1 = /** @type {(inputs: Submissions_Suspensionunanswered1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unanswered} of ${i?.total} still to reschedule`)
};

const fil_submissions_suspensionunanswered1 = /** @type {(inputs: Submissions_Suspensionunanswered1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.unanswered} sa ${i?.total} ang hindi pa nare-reschedule`)
};

/**
* | output |
* | --- |
* | "{unanswered} of {total} still to reschedule" |
*
* @param {Submissions_Suspensionunanswered1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionunanswered1 = /** @type {((inputs: Submissions_Suspensionunanswered1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionunanswered1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionunanswered1(inputs)
	return en_submissions_suspensionunanswered1(inputs)
});
export { submissions_suspensionunanswered1 as "submissions.suspensionUnanswered" }