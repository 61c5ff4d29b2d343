import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ venue: NonNullable<unknown> }} Submissions_Eventbooth1Inputs */

const en_submissions_eventbooth1 = /** @type {(inputs: Submissions_Eventbooth1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event booth · ${i?.venue}`)
};

/**
* | output |
* | --- |
* | "Event booth · {venue}" |
*
* @param {Submissions_Eventbooth1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_eventbooth1 = /** @type {((inputs: Submissions_Eventbooth1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Eventbooth1Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_eventbooth1(inputs)
});
export { submissions_eventbooth1 as "submissions.eventBooth" }