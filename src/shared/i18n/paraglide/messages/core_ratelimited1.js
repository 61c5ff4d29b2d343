import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Core_Ratelimited1Inputs */

const en_core_ratelimited1 = /** @type {(inputs: Core_Ratelimited1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait ${i?.seconds} seconds and try again.`)
};

const fil_core_ratelimited1 = /** @type {(inputs: Core_Ratelimited1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong maraming request. Maghintay ng ${i?.seconds} segundo at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please wait {seconds} seconds and try again." |
*
* @param {Core_Ratelimited1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_ratelimited1 = /** @type {((inputs: Core_Ratelimited1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ratelimited1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_ratelimited1(inputs)
	return en_core_ratelimited1(inputs)
});
export { core_ratelimited1 as "core.rateLimited" }