import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacywhotitle2Inputs */

const en_static_privacywhotitle2 = /** @type {(inputs: Static_Privacywhotitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who sees it`)
};

const fil_static_privacywhotitle2 = /** @type {(inputs: Static_Privacywhotitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sino ang nakakakita`)
};

/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Static_Privacywhotitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacywhotitle2 = /** @type {((inputs?: Static_Privacywhotitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacywhotitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacywhotitle2(inputs)
	return en_static_privacywhotitle2(inputs)
});
export { static_privacywhotitle2 as "static.privacyWhoTitle" }