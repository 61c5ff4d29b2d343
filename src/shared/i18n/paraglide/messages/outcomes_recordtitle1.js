import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Recordtitle1Inputs */

const en_outcomes_recordtitle1 = /** @type {(inputs: Outcomes_Recordtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record outcomes`)
};

const fil_outcomes_recordtitle1 = /** @type {(inputs: Outcomes_Recordtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-record ang kinahinatnan`)
};

/**
* | output |
* | --- |
* | "Record outcomes" |
*
* @param {Outcomes_Recordtitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_recordtitle1 = /** @type {((inputs?: Outcomes_Recordtitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Recordtitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_recordtitle1(inputs)
	return en_outcomes_recordtitle1(inputs)
});
export { outcomes_recordtitle1 as "outcomes.recordTitle" }