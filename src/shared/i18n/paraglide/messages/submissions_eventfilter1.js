import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Eventfilter1Inputs */

const en_submissions_eventfilter1 = /** @type {(inputs: Submissions_Eventfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const fil_submissions_eventfilter1 = /** @type {(inputs: Submissions_Eventfilter1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Submissions_Eventfilter1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_eventfilter1 = /** @type {((inputs?: Submissions_Eventfilter1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Eventfilter1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_eventfilter1(inputs)
	return en_submissions_eventfilter1(inputs)
});
export { submissions_eventfilter1 as "submissions.eventFilter" }