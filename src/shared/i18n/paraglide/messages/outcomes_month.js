import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_MonthInputs */

const en_outcomes_month = /** @type {(inputs: Outcomes_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

const fil_outcomes_month = /** @type {(inputs: Outcomes_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buwan`)
};

/**
* | output |
* | --- |
* | "Month" |
*
* @param {Outcomes_MonthInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_month = /** @type {((inputs?: Outcomes_MonthInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_MonthInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_month(inputs)
	return en_outcomes_month(inputs)
});
export { outcomes_month as "outcomes.month" }