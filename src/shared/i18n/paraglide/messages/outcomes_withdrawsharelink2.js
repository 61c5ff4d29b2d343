import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Withdrawsharelink2Inputs */

const en_outcomes_withdrawsharelink2 = /** @type {(inputs: Outcomes_Withdrawsharelink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off the share link`)
};

const fil_outcomes_withdrawsharelink2 = /** @type {(inputs: Outcomes_Withdrawsharelink2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-off ang share link`)
};

/**
* | output |
* | --- |
* | "Turn off the share link" |
*
* @param {Outcomes_Withdrawsharelink2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_withdrawsharelink2 = /** @type {((inputs?: Outcomes_Withdrawsharelink2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Withdrawsharelink2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_withdrawsharelink2(inputs)
	return en_outcomes_withdrawsharelink2(inputs)
});
export { outcomes_withdrawsharelink2 as "outcomes.withdrawShareLink" }