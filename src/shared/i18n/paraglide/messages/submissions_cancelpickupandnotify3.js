import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Cancelpickupandnotify3Inputs */

const en_submissions_cancelpickupandnotify3 = /** @type {(inputs: Submissions_Cancelpickupandnotify3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, cancel`)
};

/**
* | output |
* | --- |
* | "Yes, cancel" |
*
* @param {Submissions_Cancelpickupandnotify3Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_cancelpickupandnotify3 = /** @type {((inputs?: Submissions_Cancelpickupandnotify3Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Cancelpickupandnotify3Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_cancelpickupandnotify3(inputs)
});
export { submissions_cancelpickupandnotify3 as "submissions.cancelPickupAndNotify" }