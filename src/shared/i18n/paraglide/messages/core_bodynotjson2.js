import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Bodynotjson2Inputs */

const en_core_bodynotjson2 = /** @type {(inputs: Core_Bodynotjson2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request body is not valid JSON.`)
};

/**
* | output |
* | --- |
* | "The request body is not valid JSON." |
*
* @param {Core_Bodynotjson2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const core_bodynotjson2 = /** @type {((inputs?: Core_Bodynotjson2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Bodynotjson2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_core_bodynotjson2(inputs)
});
export { core_bodynotjson2 as "core.bodyNotJson" }