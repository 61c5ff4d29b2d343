import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Notpickedup2Inputs */

const en_outcomes_notpickedup2 = /** @type {(inputs: Outcomes_Notpickedup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcomes can be recorded once the pickup is scheduled or done.`)
};

const fil_outcomes_notpickedup2 = /** @type {(inputs: Outcomes_Notpickedup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede lang i-record ang kinahinatnan kapag naka-schedule na o tapos na ang pickup.`)
};

/**
* | output |
* | --- |
* | "Outcomes can be recorded once the pickup is scheduled or done." |
*
* @param {Outcomes_Notpickedup2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_notpickedup2 = /** @type {((inputs?: Outcomes_Notpickedup2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Notpickedup2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_notpickedup2(inputs)
	return en_outcomes_notpickedup2(inputs)
});
export { outcomes_notpickedup2 as "outcomes.notPickedUp" }