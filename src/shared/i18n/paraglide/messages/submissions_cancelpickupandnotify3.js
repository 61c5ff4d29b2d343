import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelpickupandnotify3Inputs */

const en_submissions_cancelpickupandnotify3 = /** @type {(inputs: Submissions_Cancelpickupandnotify3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel`)
};

const fil_submissions_cancelpickupandnotify3 = /** @type {(inputs: Submissions_Cancelpickupandnotify3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oo, i-cancel`)
};

/**
* | output |
* | --- |
* | "Yes, cancel" |
*
* @param {Submissions_Cancelpickupandnotify3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_cancelpickupandnotify3 = /** @type {((inputs?: Submissions_Cancelpickupandnotify3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelpickupandnotify3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_cancelpickupandnotify3(inputs)
	return en_submissions_cancelpickupandnotify3(inputs)
});
export { submissions_cancelpickupandnotify3 as "submissions.cancelPickupAndNotify" }