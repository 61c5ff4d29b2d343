import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Eventclosed1Inputs */

const en_submissions_eventclosed1 = /** @type {(inputs: Submissions_Eventclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is not taking requests.`)
};

/**
* | output |
* | --- |
* | "This event is not taking requests." |
*
* @param {Submissions_Eventclosed1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_eventclosed1 = /** @type {((inputs?: Submissions_Eventclosed1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Eventclosed1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_eventclosed1(inputs)
});
export { submissions_eventclosed1 as "submissions.eventClosed" }