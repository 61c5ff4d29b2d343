import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacycollectbody2Inputs */

const en_static_privacycollectbody2 = /** @type {(inputs: Static_Privacycollectbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name, phone number, e-mail address and pickup address (street, barangay, landmark, postal code, city); photos of the items you give away; the pickup day and window; and, with an account, your password (stored only as a hash) and the tracking numbers you save.`)
};

const fil_static_privacycollectbody2 = /** @type {(inputs: Static_Privacycollectbody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang pangalan, phone number, e-mail address at pickup address mo (kalye, barangay, landmark, postal code, lungsod); mga litrato ng mga gamit na ibibigay mo; ang araw at oras ng pickup; at kung may account ka, ang password mo (hash lang ang itinatago) at ang mga tracking number na sine-save mo.`)
};

/**
* | output |
* | --- |
* | "Your name, phone number, e-mail address and pickup address (street, barangay, landmark, postal code, city); photos of the items you give away; the pickup day..." |
*
* @param {Static_Privacycollectbody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacycollectbody2 = /** @type {((inputs?: Static_Privacycollectbody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacycollectbody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacycollectbody2(inputs)
	return en_static_privacycollectbody2(inputs)
});
export { static_privacycollectbody2 as "static.privacyCollectBody" }