import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Core_Ratelimitedminutes2Inputs */

const en_core_ratelimitedminutes2 = /** @type {(inputs: Core_Ratelimitedminutes2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait ${i?.minutes} minutes and try again.`)
};

const fil_core_ratelimitedminutes2 = /** @type {(inputs: Core_Ratelimitedminutes2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masyadong maraming request. Maghintay ng ${i?.minutes} minuto at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please wait {minutes} minutes and try again." |
*
* @param {Core_Ratelimitedminutes2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_ratelimitedminutes2 = /** @type {((inputs: Core_Ratelimitedminutes2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Ratelimitedminutes2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_ratelimitedminutes2(inputs)
	return en_core_ratelimitedminutes2(inputs)
});
export { core_ratelimitedminutes2 as "core.rateLimitedMinutes" }