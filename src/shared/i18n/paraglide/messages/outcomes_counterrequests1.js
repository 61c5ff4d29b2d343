import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Counterrequests1Inputs */

const en_outcomes_counterrequests1 = /** @type {(inputs: Outcomes_Counterrequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickups completed`)
};

const fil_outcomes_counterrequests1 = /** @type {(inputs: Outcomes_Counterrequests1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pickup na natapos`)
};

/**
* | output |
* | --- |
* | "pickups completed" |
*
* @param {Outcomes_Counterrequests1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_counterrequests1 = /** @type {((inputs?: Outcomes_Counterrequests1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Counterrequests1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_counterrequests1(inputs)
	return en_outcomes_counterrequests1(inputs)
});
export { outcomes_counterrequests1 as "outcomes.counterRequests" }