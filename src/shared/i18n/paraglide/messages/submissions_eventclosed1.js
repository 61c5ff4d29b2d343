import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Eventclosed1Inputs */

const en_submissions_eventclosed1 = /** @type {(inputs: Submissions_Eventclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is not taking requests.`)
};

const fil_submissions_eventclosed1 = /** @type {(inputs: Submissions_Eventclosed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi na tumatanggap ng request ang event na ito.`)
};

/**
* | output |
* | --- |
* | "This event is not taking requests." |
*
* @param {Submissions_Eventclosed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_eventclosed1 = /** @type {((inputs?: Submissions_Eventclosed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Eventclosed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_eventclosed1(inputs)
	return en_submissions_eventclosed1(inputs)
});
export { submissions_eventclosed1 as "submissions.eventClosed" }