import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomedisposed1Inputs */

const en_outcomes_outcomedisposed1 = /** @type {(inputs: Outcomes_Outcomedisposed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disposed`)
};

const fil_outcomes_outcomedisposed1 = /** @type {(inputs: Outcomes_Outcomedisposed1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinapon`)
};

/**
* | output |
* | --- |
* | "Disposed" |
*
* @param {Outcomes_Outcomedisposed1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomedisposed1 = /** @type {((inputs?: Outcomes_Outcomedisposed1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomedisposed1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomedisposed1(inputs)
	return en_outcomes_outcomedisposed1(inputs)
});
export { outcomes_outcomedisposed1 as "outcomes.outcomeDisposed" }