import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SchedulingInputs */

const en_submissions_scheduling = /** @type {(inputs: Submissions_SchedulingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduling…`)
};

const fil_submissions_scheduling = /** @type {(inputs: Submissions_SchedulingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sine-schedule…`)
};

/**
* | output |
* | --- |
* | "Scheduling…" |
*
* @param {Submissions_SchedulingInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_scheduling = /** @type {((inputs?: Submissions_SchedulingInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SchedulingInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_scheduling(inputs)
	return en_submissions_scheduling(inputs)
});
export { submissions_scheduling as "submissions.scheduling" }