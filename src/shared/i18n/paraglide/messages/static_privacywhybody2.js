import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Privacywhybody2Inputs */

const en_static_privacywhybody2 = /** @type {(inputs: Static_Privacywhybody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To review your items, schedule and make the pickup, send you your tracking number and pickup messages, and tell you what became of your items. We do not sell your data or use it for advertising.`)
};

const fil_static_privacywhybody2 = /** @type {(inputs: Static_Privacywhybody2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para masuri ang mga gamit mo, ma-schedule at magawa ang pickup, maipadala sa iyo ang tracking number at mga mensahe tungkol sa pickup, at masabi sa iyo kung saan napunta ang mga gamit mo. Hindi namin ibinebenta ang data mo o ginagamit para sa advertising.`)
};

/**
* | output |
* | --- |
* | "To review your items, schedule and make the pickup, send you your tracking number and pickup messages, and tell you what became of your items. We do not sell..." |
*
* @param {Static_Privacywhybody2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_privacywhybody2 = /** @type {((inputs?: Static_Privacywhybody2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Privacywhybody2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_privacywhybody2(inputs)
	return en_static_privacywhybody2(inputs)
});
export { static_privacywhybody2 as "static.privacyWhyBody" }