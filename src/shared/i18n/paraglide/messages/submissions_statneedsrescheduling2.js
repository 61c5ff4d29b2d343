import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statneedsrescheduling2Inputs */

const en_submissions_statneedsrescheduling2 = /** @type {(inputs: Submissions_Statneedsrescheduling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To reschedule`)
};

const fil_submissions_statneedsrescheduling2 = /** @type {(inputs: Submissions_Statneedsrescheduling2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-reschedule`)
};

/**
* | output |
* | --- |
* | "To reschedule" |
*
* @param {Submissions_Statneedsrescheduling2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statneedsrescheduling2 = /** @type {((inputs?: Submissions_Statneedsrescheduling2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statneedsrescheduling2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statneedsrescheduling2(inputs)
	return en_submissions_statneedsrescheduling2(inputs)
});
export { submissions_statneedsrescheduling2 as "submissions.statNeedsRescheduling" }