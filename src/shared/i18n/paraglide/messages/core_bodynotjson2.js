import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodynotjson2Inputs */

const en_core_bodynotjson2 = /** @type {(inputs: Core_Bodynotjson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is not valid JSON.`)
};

const fil_core_bodynotjson2 = /** @type {(inputs: Core_Bodynotjson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi valid na JSON ang request body.`)
};

/**
* | output |
* | --- |
* | "The request body is not valid JSON." |
*
* @param {Core_Bodynotjson2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_bodynotjson2 = /** @type {((inputs?: Core_Bodynotjson2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodynotjson2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_bodynotjson2(inputs)
	return en_core_bodynotjson2(inputs)
});
export { core_bodynotjson2 as "core.bodyNotJson" }