import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maxDepth: NonNullable<unknown> }} Core_Toodeep1Inputs */

const en_core_toodeep1 = /** @type {(inputs: Core_Toodeep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request body is nested too deeply (at most ${i?.maxDepth} levels).`)
};

const fil_core_toodeep1 = /** @type {(inputs: Core_Toodeep1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong malalim ang pagkaka-nest ng request body (hanggang ${i?.maxDepth} level lang).`)
};

/**
* | output |
* | --- |
* | "The request body is nested too deeply (at most {maxDepth} levels)." |
*
* @param {Core_Toodeep1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_toodeep1 = /** @type {((inputs: Core_Toodeep1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Toodeep1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_toodeep1(inputs)
	return en_core_toodeep1(inputs)
});
export { core_toodeep1 as "core.tooDeep" }