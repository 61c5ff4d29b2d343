import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Badrequest1Inputs */

const en_core_badrequest1 = /** @type {(inputs: Core_Badrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request could not be handled. Please check it and try again.`)
};

const fil_core_badrequest1 = /** @type {(inputs: Core_Badrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi namin maproseso ang request. Pakitingnan ito at subukan ulit.`)
};

/**
* | output |
* | --- |
* | "The request could not be handled. Please check it and try again." |
*
* @param {Core_Badrequest1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_badrequest1 = /** @type {((inputs?: Core_Badrequest1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Badrequest1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_badrequest1(inputs)
	return en_core_badrequest1(inputs)
});
export { core_badrequest1 as "core.badRequest" }