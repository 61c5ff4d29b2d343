import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Static_Missiontitle1Inputs */

const en_static_missiontitle1 = /** @type {(inputs: Static_Missiontitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our mission`)
};

/**
* | output |
* | --- |
* | "Our mission" |
*
* @param {Static_Missiontitle1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const static_missiontitle1 = /** @type {((inputs?: Static_Missiontitle1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Static_Missiontitle1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_static_missiontitle1(inputs)
});
export { static_missiontitle1 as "static.missionTitle" }