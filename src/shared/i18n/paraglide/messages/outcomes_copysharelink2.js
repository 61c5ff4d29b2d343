import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Copysharelink2Inputs */

const en_outcomes_copysharelink2 = /** @type {(inputs: Outcomes_Copysharelink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy share link`)
};

const fil_outcomes_copysharelink2 = /** @type {(inputs: Outcomes_Copysharelink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopyahin ang share link`)
};

/**
* | output |
* | --- |
* | "Copy share link" |
*
* @param {Outcomes_Copysharelink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_copysharelink2 = /** @type {((inputs?: Outcomes_Copysharelink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Copysharelink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_copysharelink2(inputs)
	return en_outcomes_copysharelink2(inputs)
});
export { outcomes_copysharelink2 as "outcomes.copyShareLink" }