import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Submissions_Suspendedhistory1Inputs */

const en_submissions_suspendedhistory1 = /** @type {(inputs: Submissions_Suspendedhistory1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup day suspended (${i?.reason}): asked the household to pick a new window`)
};

const fil_submissions_suspendedhistory1 = /** @type {(inputs: Submissions_Suspendedhistory1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspendido ang araw ng pickup (${i?.reason}): pinapili ang household ng bagong window`)
};

/**
* | output |
* | --- |
* | "Pickup day suspended ({reason}): asked the household to pick a new window" |
*
* @param {Submissions_Suspendedhistory1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspendedhistory1 = /** @type {((inputs: Submissions_Suspendedhistory1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspendedhistory1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspendedhistory1(inputs)
	return en_submissions_suspendedhistory1(inputs)
});
export { submissions_suspendedhistory1 as "submissions.suspendedHistory" }