import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Outcomeresold1Inputs */

const en_outcomes_outcomeresold1 = /** @type {(inputs: Outcomes_Outcomeresold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resold`)
};

const fil_outcomes_outcomeresold1 = /** @type {(inputs: Outcomes_Outcomeresold1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naibenta ulit`)
};

/**
* | output |
* | --- |
* | "Resold" |
*
* @param {Outcomes_Outcomeresold1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_outcomeresold1 = /** @type {((inputs?: Outcomes_Outcomeresold1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Outcomeresold1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_outcomeresold1(inputs)
	return en_outcomes_outcomeresold1(inputs)
});
export { outcomes_outcomeresold1 as "outcomes.outcomeResold" }