import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusscheduled1Inputs */

const en_submissions_statusscheduled1 = /** @type {(inputs: Submissions_Statusscheduled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

const fil_submissions_statusscheduled1 = /** @type {(inputs: Submissions_Statusscheduled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naka-schedule`)
};

/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Submissions_Statusscheduled1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_statusscheduled1 = /** @type {((inputs?: Submissions_Statusscheduled1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusscheduled1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_statusscheduled1(inputs)
	return en_submissions_statusscheduled1(inputs)
});
export { submissions_statusscheduled1 as "submissions.statusScheduled" }