import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outcomes_Partnerinuse2Inputs */

const en_outcomes_partnerinuse2 = /** @type {(inputs: Outcomes_Partnerinuse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This partner has received items, so it cannot be removed. Make it inactive instead.`)
};

const fil_outcomes_partnerinuse2 = /** @type {(inputs: Outcomes_Partnerinuse2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May natanggap nang gamit ang partner na ito kaya hindi ito matatanggal. Gawin na lang itong hindi active.`)
};

/**
* | output |
* | --- |
* | "This partner has received items, so it cannot be removed. Make it inactive instead." |
*
* @param {Outcomes_Partnerinuse2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const outcomes_partnerinuse2 = /** @type {((inputs?: Outcomes_Partnerinuse2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outcomes_Partnerinuse2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_outcomes_partnerinuse2(inputs)
	return en_outcomes_partnerinuse2(inputs)
});
export { outcomes_partnerinuse2 as "outcomes.partnerInUse" }