import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_SchedulingInputs */

const en_submissions_scheduling = /** @type {(inputs: Submissions_SchedulingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduling…`)
};

/**
* | output |
* | --- |
* | "Scheduling…" |
*
* @param {Submissions_SchedulingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_scheduling = /** @type {((inputs?: Submissions_SchedulingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_SchedulingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_scheduling(inputs)
});
export { submissions_scheduling as "submissions.scheduling" }