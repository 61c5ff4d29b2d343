import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Core_Ratelimitedhours2Inputs */

const en_core_ratelimitedhours2 = /** @type {(inputs: Core_Ratelimitedhours2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait ${i?.hours} hours and try again.`)
};

const fil_core_ratelimitedhours2 = /** @type {(inputs: Core_Ratelimitedhours2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong maraming request. Maghintay ng ${i?.hours} oras at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please wait {hours} hours and try again." |
*
* @param {Core_Ratelimitedhours2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_ratelimitedhours2 = /** @type {((inputs: Core_Ratelimitedhours2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ratelimitedhours2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_ratelimitedhours2(inputs)
	return en_core_ratelimitedhours2(inputs)
});
export { core_ratelimitedhours2 as "core.rateLimitedHours" }