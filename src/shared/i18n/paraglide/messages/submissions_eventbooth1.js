import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Submissions_Eventbooth1Inputs */

const en_submissions_eventbooth1 = /** @type {(inputs: Submissions_Eventbooth1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event booth · ${i?.venue}`)
};

const fil_submissions_eventbooth1 = /** @type {(inputs: Submissions_Eventbooth1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event booth · ${i?.venue}`)
};

/**
* | output |
* | --- |
* | "Event booth · {venue}" |
*
* @param {Submissions_Eventbooth1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_eventbooth1 = /** @type {((inputs: Submissions_Eventbooth1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Eventbooth1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_eventbooth1(inputs)
	return en_submissions_eventbooth1(inputs)
});
export { submissions_eventbooth1 as "submissions.eventBooth" }