import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusscheduled1Inputs */

const en_submissions_statusscheduled1 = /** @type {(inputs: Submissions_Statusscheduled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Submissions_Statusscheduled1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statusscheduled1 = /** @type {((inputs?: Submissions_Statusscheduled1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusscheduled1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statusscheduled1(inputs)
});
export { submissions_statusscheduled1 as "submissions.statusScheduled" }