import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Missiontitle1Inputs */

const en_static_missiontitle1 = /** @type {(inputs: Static_Missiontitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our mission`)
};

const fil_static_missiontitle1 = /** @type {(inputs: Static_Missiontitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ang aming misyon`)
};

/**
* | output |
* | --- |
* | "Our mission" |
*
* @param {Static_Missiontitle1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const static_missiontitle1 = /** @type {((inputs?: Static_Missiontitle1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Missiontitle1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_static_missiontitle1(inputs)
	return en_static_missiontitle1(inputs)
});
export { static_missiontitle1 as "static.missionTitle" }