import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacywhobody2Inputs */

const en_static_privacywhobody2 = /** @type {(inputs: Static_Privacywhobody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our staff, and the crew that comes for your pickup. Our SMS and e-mail providers carry our messages to you. Anyone with your tracking number sees the status, items and your first name only; your phone, e-mail and street stay hidden.`)
};

const fil_static_privacywhobody2 = /** @type {(inputs: Static_Privacywhobody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang staff namin, at ang crew na kukuha ng mga gamit mo. Dinadala ng mga SMS at e-mail provider namin ang mga mensahe namin sa iyo. Ang may tracking number mo ay makikita lang ang status, mga gamit at ang first name mo; nakatago ang phone, e-mail at kalye mo.`)
};

/**
* | output |
* | --- |
* | "Our staff, and the crew that comes for your pickup. Our SMS and e-mail providers carry our messages to you. Anyone with your tracking number sees the status,..." |
*
* @param {Static_Privacywhobody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacywhobody2 = /** @type {((inputs?: Static_Privacywhobody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacywhobody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacywhobody2(inputs)
	return en_static_privacywhobody2(inputs)
});
export { static_privacywhobody2 as "static.privacyWhoBody" }