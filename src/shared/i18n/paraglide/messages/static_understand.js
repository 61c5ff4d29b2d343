import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_UnderstandInputs */

const en_static_understand = /** @type {(inputs: Static_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand`)
};

const fil_static_understand = /** @type {(inputs: Static_UnderstandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naiintindihan ko`)
};

/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Static_UnderstandInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_understand = /** @type {((inputs?: Static_UnderstandInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_UnderstandInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_understand(inputs)
	return en_static_understand(inputs)
});
export { static_understand as "static.understand" }