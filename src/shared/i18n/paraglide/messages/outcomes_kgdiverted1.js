import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Kgdiverted1Inputs */

const en_outcomes_kgdiverted1 = /** @type {(inputs: Outcomes_Kgdiverted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kg kept out of landfill`)
};

const fil_outcomes_kgdiverted1 = /** @type {(inputs: Outcomes_Kgdiverted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kg na hindi napunta sa tambakan`)
};

/**
* | output |
* | --- |
* | "kg kept out of landfill" |
*
* @param {Outcomes_Kgdiverted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_kgdiverted1 = /** @type {((inputs?: Outcomes_Kgdiverted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Kgdiverted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_kgdiverted1(inputs)
	return en_outcomes_kgdiverted1(inputs)
});
export { outcomes_kgdiverted1 as "outcomes.kgDiverted" }