import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Core_Pagenotloaded2Inputs */

const en_core_pagenotloaded2 = /** @type {(inputs: Core_Pagenotloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page did not load`)
};

const fil_core_pagenotloaded2 = /** @type {(inputs: Core_Pagenotloaded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi nag-load ang pahinang ito`)
};

/**
* | output |
* | --- |
* | "This page did not load" |
*
* @param {Core_Pagenotloaded2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const core_pagenotloaded2 = /** @type {((inputs?: Core_Pagenotloaded2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Core_Pagenotloaded2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_core_pagenotloaded2(inputs)
	return en_core_pagenotloaded2(inputs)
});
export { core_pagenotloaded2 as "core.pageNotLoaded" }